import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. It does not settle conflicting Tailwind utilities (tailwind-merge did, for 8.5 KiB gzip of
 * every page's first load), so no call may hold two that fight — cn.test.ts checks every call in app/ — and a
 * component whose size or look a caller may change takes those classes whole (see GarmentMockup's className).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
