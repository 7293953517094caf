export * from './ChangeGroupDialog';
export * from './DeleteUsersDialog';
export * from './GroupEditor';
export * from './GroupsTable';
export * from './GroupsToolbar';
export * from './NewUserDialog';
export * from './UsersTable';
export * from './UsersToolbar';
