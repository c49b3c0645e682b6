/** A select's choices: an optional empty first choice ("Tria…"), then each value with its label. */
export function SelectOptions<V extends string>({
  values,
  labels,
  placeholder,
}: {
  values: readonly V[];
  /** Each value's text; without it the value itself is shown. */
  labels?: Record<V, string>;
  placeholder?: string;
}) {
  return (
    <>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {values.map((v) => (
        <option key={v} value={v}>
          {labels ? labels[v] : v}
        </option>
      ))}
    </>
  );
}
