// economy/edit-family: civil status, birth date, children and the partner, with the aboutYou step's rules.
import { EditFamilyAndWork } from './EditFamilyAndWork';

export const EditFamilyPage = () => <EditFamilyAndWork half="family" />;
