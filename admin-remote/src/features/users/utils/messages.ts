// The Users tab's texts (admin.md §2 Users tab, §5 Create user and Deleting users, §8 Users); a new admin is
// invited rather than given a password (issue 19).
export const messages = {
  heading: 'User Management',
  addUser: 'Add User',
  formHeading: 'Create New Admin User',
  formAbout:
    'The person gets an email with a link that works for 7 days. They choose their own password there; nobody else sets or sees it.',
  sendInvitation: 'Send invitation',
  sending: 'Sending...',
  allRequired: 'All fields are required',
  loading: 'Loading users...',
  empty: 'No admin users found',
  deleteSelected: 'Delete Selected',
  deleting: 'Deleting...',
  noneSelected: 'No users selected for deletion',
  selected: (n: number) => `${n} user(s) selected`,
  inviteFailed: (message: string) => `The invitation was not sent: ${message}`,
  loadFailed: (message: string) => `Failed to load users: ${message}`,
  protectedUser: (email: string) => `Cannot delete protected admin user: ${email}`,
  self: (email: string) => `You cannot delete your own account: ${email}`,
  confirm: (n: number) => `Are you sure you want to delete ${n} user(s)?`,
  deleted: (n: number) => `Successfully deleted ${n} user(s)`,
  deleteFailed: (n: number, reasons: string) => `Failed to delete ${n} user(s): ${reasons}`,
  deleteRequestFailed: (message: string) => `Failed to delete selected users: ${message}`,
};
