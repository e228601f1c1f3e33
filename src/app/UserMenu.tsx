// The signed-in user's menu in the header (Radix dropdown: keyboard and screen reader behaviour built in).
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { selectUser } from '../../store/slices/authSlice';
import { paths } from '../../domain/paths';
import { useSignOut } from './useSignOut';
import './UserMenu.css';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0][0], parts[parts.length - 1][0]] : [parts[0]?.[0] ?? '?'];
  return letters.join('').toUpperCase();
}

export function UserMenu() {
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const signOut = useSignOut();
  if (!user) return null;
  return (
    <DropdownMenu.Root modal={false}>
      {/* The name comes from the visible text (initials, then the name), so it starts with what a speech user
          sees and says (WCAG 2.5.3); the words in between are for screen readers. */}
      <DropdownMenu.Trigger className="user-menu__trigger">
        <FormattedMessage
          id="userMenu.label"
          values={{
            initials: <span className="user-menu__avatar">{initials(user.name)}</span>,
            name: <span className="user-menu__name">{user.name}</span>,
            hidden: (text) => <span className="visually-hidden">{text}</span>,
          }}
        />
        <svg className="user-menu__chevron" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path
            d="M4 6l4 4 4-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="user-menu__content" align="end" sideOffset={6}>
          <DropdownMenu.Label className="user-menu__label">
            <span className="user-menu__label-name">{user.name}</span>
            <span className="user-menu__label-email">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="user-menu__separator" />
          <DropdownMenu.Item className="user-menu__item" onSelect={() => void navigate(paths.profile.path)}>
            <FormattedMessage id="nav.profile" />
          </DropdownMenu.Item>
          <DropdownMenu.Item className="user-menu__item" onSelect={() => void signOut()}>
            <FormattedMessage id="userMenu.signOut" />
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
