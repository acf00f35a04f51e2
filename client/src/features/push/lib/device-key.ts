// Where this browser keeps its push device's record (push-device.ts); read alone by the app-open
// check (push-sync.ts), so the first screens do not load the push code for people without it.
export const DEVICE_KEY = "vowch:push-device";

export function hasStoredDevice(): boolean {
  try {
    return localStorage.getItem(DEVICE_KEY) !== null;
  } catch {
    return false;
  }
}
