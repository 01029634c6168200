import type { AdminUser } from '@cc/api/contract';
import { Badge } from '@cc/design-system';
import { useEffect, useId, useRef } from 'react';

const createdFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

interface UsersTableProps {
  users: readonly AdminUser[];
  selected: ReadonlySet<string>;
  onToggle: (id: string, checked: boolean) => void;
  onToggleAll: (checked: boolean) => void;
}

/** The admin accounts with a checkbox each (admin.md §2 Users tab). */
export function UsersTable({ users, selected, onToggle, onToggleAll }: UsersTableProps) {
  const captionId = useId();
  const allRef = useRef<HTMLInputElement>(null);
  const count = users.filter((user) => selected.has(user.id)).length;
  const all = count > 0 && count === users.length;

  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = count > 0 && !all;
  }, [count, all]);

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it (WCAG 2.1.1).
    <section className="ds-scroll-x cc-users-table-wrap" aria-labelledby={captionId} tabIndex={0}>
      <table className="cc-users-table">
        <caption id={captionId}>Admin users</caption>
        <thead>
          <tr>
            <th scope="col">
              <input
                ref={allRef}
                type="checkbox"
                aria-label="Select all users"
                checked={all}
                onChange={(event) => onToggleAll(event.target.checked)}
              />
            </th>
            <th scope="col">Email</th>
            <th scope="col">Name</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">Created</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Select ${user.email}`}
                  checked={selected.has(user.id)}
                  onChange={(event) => onToggle(user.id, event.target.checked)}
                />
              </td>
              <th scope="row" className="cc-users-table__email">
                {user.email}
                {user.isProtected && (
                  <>
                    {' '}
                    <Badge tone="info">Protected</Badge>
                  </>
                )}
                {user.isCurrentUser && (
                  <>
                    {' '}
                    <Badge>You</Badge>
                  </>
                )}
              </th>
              <td>{user.name}</td>
              <td>{user.role === 'admin' ? 'Admin' : 'Attendee'}</td>
              <td>{user.isActive ? 'Active' : 'Inactive'}</td>
              <td>
                <time dateTime={user.createdAt}>{createdFormat.format(new Date(user.createdAt))}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
