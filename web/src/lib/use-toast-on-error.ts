import { useEffect } from 'react';
import { toast } from 'sonner';

/** Toasts `message` each time a query fails (a new error object), besides the inline failure. */
export function useToastOnError(error: unknown, message: string) {
  useEffect(() => {
    if (error) toast.error(message);
  }, [error, message]);
}
