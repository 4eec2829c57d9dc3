interface LabelledOptionsProps<Value extends string> {
  values: readonly Value[];
  labels: Readonly<Record<Value, string>>;
}

/** One <option> per value, showing the value's label (status and kind selects). */
export function LabelledOptions<Value extends string>({
  values,
  labels,
}: LabelledOptionsProps<Value>) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));
}
