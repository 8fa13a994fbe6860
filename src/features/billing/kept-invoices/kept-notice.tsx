// The plain words every screen of invoices kept in this browser shows: they are not on the server.
import './kept-invoices.css';

export function NotOnServerNotice({ children }: { children: string }) {
  return (
    <div className="kept-invoices__notice" role="note">
      <p>
        <strong>Not saved on the server.</strong> {children}
      </p>
      <p>Clearing this browser’s data deletes them: download the PDF to keep a copy.</p>
    </div>
  );
}
