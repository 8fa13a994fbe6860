// A field's error message, referenced by the field's aria-describedby.
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <p id={id} className="field__error">
      {message}
    </p>
  );
}
