// The user menu's Radix dropdown (keyboard and screen reader behaviour built in), loaded when the visitor reaches
// for the menu (src/app/UserMenu.tsx): Radix's menu, popper and floating-ui were ~15 KB gzip of every signed-in
// first visit for a menu most visits never open.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../domain/paths';
import { useSignOut } from './useSignOut';

/** How the visitor opened the menu before this module had arrived: it opens as they asked, once it is here. */
export type OpenedBefore = 'pointer' | 'keyboard' | null;

export function UserMenuDropdown({
  user,
  trigger,
  focusTrigger,
  openedBefore,
}: {
  user: { name: string; email: string };
  trigger: ReactNode;
  /** Focus was on the button this one replaces. */
  focusTrigger: boolean;
  openedBefore: OpenedBefore;
}) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  // Radix moves focus to the first item when the key that opened the menu reached its Root; this Root mounted
  // after that key, so the first opening from the keyboard does it here.
  const focusFirstItem = useRef(openedBefore === 'keyboard');
  const firstItem = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const focusedOnce = useRef(false);
  useEffect(() => {
    // An opening menu takes focus itself; focus the visitor has since moved elsewhere stays there.
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (focusedOnce.current || !focusTrigger || openedBefore !== null || !lost) return;
    focusedOnce.current = true;
    triggerRef.current?.focus();
  }, [focusTrigger, openedBefore]);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={openedBefore !== null}>
      <DropdownMenu.Trigger ref={triggerRef} className="user-menu__trigger">
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="user-menu__content"
          align="end"
          sideOffset={6}
          onFocus={(event) => {
            // Radix focuses the content as it opens; from the keyboard the first item is where focus belongs.
            if (!focusFirstItem.current || event.target !== event.currentTarget) return;
            focusFirstItem.current = false;
            firstItem.current?.focus({ preventScroll: true });
          }}
        >
          <DropdownMenu.Label className="user-menu__label">
            <span className="user-menu__label-name">{user.name}</span>
            <span className="user-menu__label-email">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="user-menu__separator" />
          <DropdownMenu.Item
            ref={firstItem}
            className="user-menu__item"
            onSelect={() => void navigate(paths.profile.path)}
          >
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
