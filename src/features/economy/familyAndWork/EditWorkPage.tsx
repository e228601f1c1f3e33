// economy/edit-work: work and income, the partner's too, with the employment step's rules.
import { EditFamilyAndWork } from './EditFamilyAndWork';

export const EditWorkPage = () => <EditFamilyAndWork half="work" />;
