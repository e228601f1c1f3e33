// The message bundles of a language file (messageBundles.ts), as the webpack build's translations rule makes them.
declare module '*.json?bundle=core' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?bundle=form' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?bundle=formSteps' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?bundle=rfqs' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?bundle=leads' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?bundle=meetings' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?bundle=documents' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?bundle=messages' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?bundle=compare' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?bundle=reputation' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?bundle=economy' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?bundle=mortgageSurveillance' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?bundle=analyst' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?bundle=staff' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?bundle=profile' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?bundle=rate' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?bundle=calculator' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?bundle=validation' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?bundle=consent' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?bundle=passwordStrength' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?bundle=login' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?bundle=publicPages' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?bundle=password' {
  const messages: Record<string, string>;
  export default messages;
}
