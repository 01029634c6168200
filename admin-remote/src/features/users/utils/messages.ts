// The Users tab's texts (admin.md §2 Users tab, §5 Create user and Deleting users, §8 Users).
export const messages = {
  heading: 'User Management',
  addUser: 'Add User',
  formHeading: 'Create New Admin User',
  createUser: 'Create User',
  creating: 'Creating...',
  allRequired: 'All fields are required',
  loading: 'Loading users...',
  empty: 'No admin users found',
  deleteSelected: 'Delete Selected',
  deleting: 'Deleting...',
  noneSelected: 'No users selected for deletion',
  passwordHint: 'Between 12 and 128 characters.',
  passwordTooShort: 'Password must be at least 12 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  selected: (n: number) => `${n} user(s) selected`,
  created: (email: string) => `Successfully created user: ${email}`,
  createFailed: (message: string) => `Failed to create user: ${message}`,
  loadFailed: (message: string) => `Failed to load users: ${message}`,
  protectedUser: (email: string) => `Cannot delete protected admin user: ${email}`,
  self: (email: string) => `You cannot delete your own account: ${email}`,
  confirm: (n: number) => `Are you sure you want to delete ${n} user(s)?`,
  deleted: (n: number) => `Successfully deleted ${n} user(s)`,
  deleteFailed: (n: number, reasons: string) => `Failed to delete ${n} user(s): ${reasons}`,
  deleteRequestFailed: (message: string) => `Failed to delete selected users: ${message}`,
};

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
