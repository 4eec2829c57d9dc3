import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { Link } from 'react-router-dom';
import { AdminNotificationsDocument } from '../../graphql/graphql';
import {
  useAdminNotificationsQuery,
  useMarkAdminNotificationsSeenMutation,
} from '../../graphql/hooks';
import { kindName } from './kind-names';

/** New leads and applications arrive while the back office is open: ask again each minute. */
const POLL_MS = 60_000;

/** The bell: how many new items the admin has not seen, and a list of the latest ones. */
export function NotificationBell() {
  const { data } = useAdminNotificationsQuery({ pollInterval: POLL_MS });
  const [markSeen, { loading: marking }] = useMarkAdminNotificationsSeenMutation({
    update(cache, { data: answer }) {
      if (!answer) return;
      cache.writeQuery({
        query: AdminNotificationsDocument,
        data: { adminNotifications: answer.markAdminNotificationsSeen },
      });
    },
  });
  const notifications = data?.adminNotifications;
  const count = notifications?.unseenCount ?? 0;
  return (
    <Popover.Root>
      <Popover.Trigger
        className="admin-bell__trigger"
        aria-label={count ? `Notifications, ${count} new` : 'Notifications, none new'}
      >
        <Bell size={20} aria-hidden="true" />
        {count > 0 && (
          <span className="admin-bell__count" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className="admin-bell__panel"
          align="end"
          sideOffset={6}
          aria-label="Notifications"
        >
          <h2 className="admin-bell__heading">Notifications</h2>
          {!notifications?.items.length ? (
            <p>Nothing waiting.</p>
          ) : (
            <ul className="admin-bell__list">
              {notifications.items.map((item) => (
                <li key={`${item.kind}-${item.recordId}`} className="admin-bell__item">
                  <Link to={item.link}>
                    {item.unseen && <span className="admin-bell__new">New </span>}
                    {kindName(item.kind)}: {item.title}
                  </Link>
                  <span className="admin-bell__detail">{item.detail}</span>
                </li>
              ))}
            </ul>
          )}
          <button
            type="button"
            className="admin-bell__mark"
            disabled={count === 0 || marking}
            onClick={() => void markSeen()}
          >
            Mark all as seen
          </button>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
