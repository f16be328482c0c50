import { EXPORT_TYPE_PERMISSION, EXPORT_TYPES, hasPermission, type ExportType } from '@backoffice/contract';

/** Exporting a list needs FILE_EXPORT and the permission of the list's own data. */
export function canExport(permissions: readonly string[], type: ExportType): boolean {
  return hasPermission(permissions, 'FILE_EXPORT') && hasPermission(permissions, EXPORT_TYPE_PERMISSION[type]);
}

/** The types this user may export, in the contract's order (the sidebar's). */
export function exportableTypes(permissions: readonly string[]): ExportType[] {
  return EXPORT_TYPES.filter((type) => canExport(permissions, type));
}
