import { DropdownMenu } from 'radix-ui';

interface StaffProfileMenuProps {
  name: string;
  detail: string;
  onSignOut: () => void;
}

/** The signed-in person's name, opening a menu with who they are and Sign out. */
export function StaffProfileMenu({ name, detail, onSignOut }: StaffProfileMenuProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="admin-profile__trigger">
        <span className="admin-profile__avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className="admin-profile__name">{name}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="popover-panel" align="end" sideOffset={6}>
          <DropdownMenu.Label className="admin-profile__label">
            {name}
            <span className="admin-profile__detail">{detail}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="admin-profile__separator" />
          <DropdownMenu.Item className="admin-profile__item" onSelect={onSignOut}>
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
