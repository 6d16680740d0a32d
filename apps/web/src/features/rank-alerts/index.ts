// Public surface of the rank-alerts feature. The header imports NotificationBell from its own file
// so the settings screens never ride along in the first load.
export { AlertSettingsSection } from './AlertSettingsSection';
export { TargetAlertDialog, type TargetAlertDialogProps } from './TargetAlertDialog';
