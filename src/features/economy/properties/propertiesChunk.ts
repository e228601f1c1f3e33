// The homes pages as their route loads them: one chunk for the section, so moving between its pages loads
// nothing more, and the route table names one module for all of them.
export { PropertiesPage } from './PropertiesPage';
export { AddPropertyPage } from './AddPropertyPage';
export { EditPropertiesPage } from './EditPropertiesPage';
export { PropertyPage } from './PropertyPage';
