import type { AdminUser, BulkDeleteUsersResult } from '@cc/api/contract';
import { messages } from './messages';

export type MessageTone = 'success' | 'error' | 'warning';

export interface DeletionPlan {
  /** The users to ask about and then delete. */
  deletable: AdminUser[];
  /** Why some selected users were dropped, or that nothing was selected; null when all can go. */
  warning: string | null;
}

/**
 * What 'Delete Selected' will do (admin.md §5 Deleting users): nothing selected gives a warning; the
 * protected admin (and the admin's own account) are dropped from the list with a warning. The server
 * refuses them too; this only saves a pointless request.
 */
export function planDeletion(selected: readonly AdminUser[]): DeletionPlan {
  if (selected.length === 0) return { deletable: [], warning: messages.noneSelected };
  const warnings: string[] = [];
  const deletable: AdminUser[] = [];
  for (const user of selected) {
    if (user.isProtected) warnings.push(messages.protectedUser(user.email));
    else if (user.isCurrentUser) warnings.push(messages.self(user.email));
    else deletable.push(user);
  }
  return { deletable, warning: warnings.length > 0 ? warnings.join('. ') : null };
}

/** The banner after a bulk delete: success, or the failures with their reasons. */
export function deletionOutcome(result: BulkDeleteUsersResult): { tone: MessageTone; text: string } {
  const succeeded = result.successful.length;
  const failed = result.failed.length;
  if (failed === 0) return { tone: 'success', text: messages.deleted(succeeded) };
  const reasons = result.errors.map((error) => error.error).join('; ');
  const failure = messages.deleteFailed(failed, reasons);
  return succeeded > 0
    ? { tone: 'warning', text: `${messages.deleted(succeeded)}. ${failure}` }
    : { tone: 'error', text: failure };
}

/** The invitation form's check before sending: both fields, as admin.md §5 asks of the create form. */
export function inviteProblem(fields: { email: string; name: string }): string | null {
  if (!fields.email.trim() || !fields.name.trim()) return messages.allRequired;
  return null;
}
