// Stylesheets are imported for their side effect; webpack extracts them, jest stubs them.
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
