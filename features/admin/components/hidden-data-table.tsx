// A chart's numbers as a table only screen readers see: the first column heads each row.
export type DataRow = { key: string; header: string; cells: (string | number)[] };

export function HiddenDataTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: DataRow[] }) {
  // The wrapper hides the table: a table itself ignores width and overflow and would widen the page.
  return (
    <div className="visually-hidden">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => <th key={column} scope="col">{column}</th>)}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.header}</th>
              {row.cells.map((cell, index) => <td key={index}>{cell}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
