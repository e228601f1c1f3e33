// The other assets pages as their route loads them: one chunk for the section, so moving between its pages loads
// nothing more, and the route table names one module for all of them.
export { OtherAssetsPage } from './OtherAssetsPage';
export { AddOtherAssetPage } from './AddOtherAssetPage';
export { EditOtherAssetsPage } from './EditOtherAssetsPage';
export { OtherAssetPage } from './OtherAssetPage';
