/** A sign-in form's failure, said in a sentence (docs/product.md §5.6). */
export function AuthAlert({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800"
    >
      {message}
    </p>
  );
}
