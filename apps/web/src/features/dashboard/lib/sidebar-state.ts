import { useState } from 'react';
import { readUiState, writeUiState } from '@/lib/ui-state';

/** Open (labels and icons) unless the user collapsed it last time: kept in `ui-state` (spec). */
export function readSidebarOpen(): boolean {
  return readUiState().sidebarOpen ?? true;
}

export function saveSidebarOpen(open: boolean) {
  writeUiState({ sidebarOpen: open });
}

/** The sidebar's open flag, read once when the dashboard mounts and saved on every change. */
export function useSidebarOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(readSidebarOpen);
  return [
    open,
    (next) => {
      setOpen(next);
      saveSidebarOpen(next);
    },
  ];
}
