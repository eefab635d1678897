// Tells the app that the sign-in ended (logout, or a refresh the server refused), so cached user data is dropped.
type Listener = () => void;

const listeners = new Set<Listener>();

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function endSession(): void {
  for (const listener of listeners) listener();
}
