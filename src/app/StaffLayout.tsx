// The frame of the staff pages (§6): an admin's or a lender's user has no customer navigation here, only the page
// that says where their work is, the language switch and signing out.
import { useAppSelector } from '../../store/hooks';
import { selectUser } from '../../store/slices/authSlice';
import { paths } from '../../domain/paths';
import { staffDashboardFor } from '../routes/guards';
import { PublicLayout } from './PublicLayout';
import { SignOutButton } from './SignOutButton';
import './StaffLayout.css';

export function StaffLayout() {
  const user = useAppSelector(selectUser);
  const tools = user && (
    <>
      <span className="staff-layout__user">{user.name}</span>
      <SignOutButton />
    </>
  );
  return <PublicLayout home={staffDashboardFor(user) ?? paths.root.path} tools={tools} />;
}
