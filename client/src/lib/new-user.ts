// A user who has just completed their profile is new: Home welcomes them ("Welcome, Ana!")
// instead of welcoming them back, for the rest of that browser session.
const KEY = "vowch:new-user";

export function markNewUser(userId: string) {
  try {
    sessionStorage.setItem(KEY, userId);
  } catch {
    // storage refused (private mode): the greeting falls back to "Welcome back"
  }
}

export function isNewUser(userId: string | undefined): boolean {
  try {
    return !!userId && sessionStorage.getItem(KEY) === userId;
  } catch {
    return false;
  }
}
