// The family and work pages as their route loads them: one chunk for the section, so moving between its pages loads
// nothing more, and the route table names one module for all of them.
export { FamilyAndWorkPage } from './FamilyAndWorkPage';
export { EditFamilyPage } from './EditFamilyPage';
export { EditWorkPage } from './EditWorkPage';
