// React Query keys of the library.
export const libraryKeys = {
  all: ['library'] as const,
  folders: () => [...libraryKeys.all, 'folders'] as const,
  folder: (folderUuid: string) => [...libraryKeys.all, 'folders', folderUuid] as const,
  items: (folderUuid: string | undefined, page: number) => [...libraryKeys.all, 'items', folderUuid ?? 'all', page] as const,
  entry: (knowUuid: string) => [...libraryKeys.all, 'entry', knowUuid] as const,
};
