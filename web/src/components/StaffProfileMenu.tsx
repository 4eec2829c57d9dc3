import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router-dom';

export interface StaffProfileMenuProps {
  /** The signed-in person's name; its first letter is the avatar. */
  name: string;
  /** The button's text when it is not the name (the marketing area's reads Profile). */
  buttonLabel?: string;
  /** What the menu says about who is signed in, one line each. */
  lines: readonly string[];
  /** Each area's own word for it: Sign out or Logout. */
  signOutLabel: string;
  onSignOut: () => void;
  /** The person's Account page (two-factor sign-in), offered above the way out. */
  accountHref?: string;
}

/** The top bar's profile button, opening a menu with who is signed in and the way out. */
export function StaffProfileMenu({
  name,
  buttonLabel = name,
  lines,
  signOutLabel,
  onSignOut,
  accountHref,
}: StaffProfileMenuProps) {
  return (
    <DropdownMenu.Root>
      {/* Named by its text, which a phone hides from sight but not from screen readers:
          an aria-label would leave the avatar's letter, seen, outside the button's name. */}
      <DropdownMenu.Trigger className="staff-profile__trigger">
        <span className="staff-profile__avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className="staff-profile__name">{buttonLabel}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="popover-panel" align="end" sideOffset={6}>
          {lines.map((line) => (
            <DropdownMenu.Label key={line} className="staff-profile__line">
              {line}
            </DropdownMenu.Label>
          ))}
          <DropdownMenu.Separator className="staff-profile__separator" />
          {accountHref && (
            <DropdownMenu.Item className="staff-profile__item" asChild>
              <Link to={accountHref}>Account and security</Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className="staff-profile__item" onSelect={onSignOut}>
            {signOutLabel}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
