// The consent and disabled pages as their route loads them: one chunk for the section, so moving between its pages loads
// nothing more, and the route table names one module for all of them.
export { ConsentPage } from './ConsentPage';
export { DisabledPage } from './DisabledPage';
