// The signed-in user's menu in the header. Its button is here, in every signed-in first visit; the dropdown
// (Radix, src/app/UserMenuDropdown.tsx) is loaded when focus reaches the button or the visitor opens it, and
// opens as soon as it is here.
import { createElement, useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '../../store/hooks';
import { selectUser } from '../../store/slices/authSlice';
import { lazyModule } from '../lib/lazyModule';
import type { OpenedBefore } from './UserMenuDropdown';
import './UserMenu.css';

const dropdown = lazyModule(() =>
  import(/* webpackChunkName: "user-menu" */ './UserMenuDropdown').then((module) => module.UserMenuDropdown),
);

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0][0], parts[parts.length - 1][0]] : [parts[0]?.[0] ?? '?'];
  return letters.join('').toUpperCase();
}

/** Keys that open a Radix dropdown from its trigger. */
const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

function TriggerContent({ name }: { name: string }) {
  return (
    <>
      {/* The name comes from the visible text (initials, then the name), so it starts with what a speech user
          sees and says (WCAG 2.5.3); the words in between are for screen readers. */}
      <FormattedMessage
        id="userMenu.label"
        values={{
          initials: <span className="user-menu__avatar">{initials(name)}</span>,
          name: <span className="user-menu__name">{name}</span>,
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
    </>
  );
}

export function UserMenu() {
  const user = useAppSelector(selectUser);
  const loaded = useSyncExternalStore(dropdown.subscribe, dropdown.loaded, () => null);
  const [openedBefore, setOpenedBefore] = useState<OpenedBefore>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The dropdown's trigger replaces this button: focus that was on it when the dropdown arrived (read before
  // React swaps them) goes on to the new one.
  const [hadFocus, setHadFocus] = useState(false);
  useEffect(
    () => dropdown.subscribe(() => setHadFocus(button.current !== null && document.activeElement === button.current)),
    [],
  );
  if (!user) return null;

  if (loaded)
    // One component for the module's lifetime, so createElement, not a component made in this render.
    return createElement(loaded, {
      user,
      trigger: <TriggerContent name={user.name} />,
      focusTrigger: hadFocus,
      openedBefore,
    });
  const load = () => void dropdown.load().catch(() => undefined);
  const open = (how: Exclude<OpenedBefore, null>) => {
    setOpenedBefore(how);
    // A failed load (offline) leaves the button as it was; the next click tries again.
    void dropdown.load().catch(() => setOpenedBefore(null));
  };
  return (
    <button
      ref={button}
      type="button"
      className="user-menu__trigger"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onFocus={load}
      onPointerDown={(event) => {
        // As Radix's trigger: the main button without Ctrl opens it, and the menu, not the button, takes focus.
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        open('pointer');
      }}
      // A screen reader's activation may come as a click alone.
      onClick={() => open('pointer')}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.includes(event.key)) return;
        // Enter and Space would also click the button: the menu opens once, from the keyboard.
        event.preventDefault();
        open('keyboard');
      }}
    >
      <TriggerContent name={user.name} />
    </button>
  );
}
