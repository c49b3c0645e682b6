/** Admin tab 'Comandes' (placeholder until its feature builds it). */
export default function Tab() {
  return <p className="text-stone-600">En construcció.</p>;
}
