import { type RefCallback, useCallback, useEffect, useRef, useState } from 'react';

/**
 * The errors of a form's fields, each shown beside its control, and the last one shown brought into view and
 * focused (docs/product.md §2 "Where refusals appear"): the control scrolls to the middle of its scrolling box (a
 * dialog's body, the page) and takes the focus, so its error (role=alert) is read out and seen. `control(field)` is the
 * ref of the control to focus.
 */
export function useFieldErrors<Field extends string>() {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // Each show() moves the focus again, even for the same field and message (a second press of the button).
  const [reveal, setReveal] = useState<{ field: Field; count: number } | null>(null);
  const controls = useRef(new Map<Field, HTMLElement>());

  const show = useCallback((field: Field, message: string) => {
    setErrors((current) => ({ ...current, [field]: message }));
    setReveal((current) => ({ field, count: (current?.count ?? 0) + 1 }));
  }, []);

  const clear = useCallback((field?: Field) => {
    setErrors((current) => {
      if (field === undefined) return {};
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  const control = useCallback(
    (field: Field): RefCallback<HTMLElement> =>
      (element) => {
        if (element) controls.current.set(field, element);
        else controls.current.delete(field);
      },
    [],
  );

  // After the render that shows the error, when the control is enabled again.
  useEffect(() => {
    if (!reveal) return;
    const element = controls.current.get(reveal.field);
    if (!element) return;
    element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    element.focus({ preventScroll: true });
  }, [reveal]);

  const errorOf = (field: Field): string | null => errors[field] ?? null;
  return { errors, errorOf, show, clear, control };
}
