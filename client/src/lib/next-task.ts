/** Resolves in a later task: work after it does not lengthen the task that awaited it (the app's start, main.tsx and boot.tsx). */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
