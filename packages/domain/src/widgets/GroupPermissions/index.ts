export { GroupPermissionsEditor, type GroupPermissionsEditorProps } from './GroupPermissionsEditor';
export {
  permissionChanges,
  permissionTabs,
  tabHasChanges,
  type PermissionTab,
} from './groupPermissions';
