import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { DateTime } from 'luxon';
import { markFirstQrPaint, qrSvg, svgDataUrl } from '../../../../src/lib/qr/qrSvg.ts';
import { fetchActual } from '../store.ts';

const when = (seconds: number) =>
  DateTime.fromSeconds(seconds, { zone: 'UTC+3' }).setLocale('ru').toFormat('dd LLL yyyy, HH:mm');

const Actual = () => {
  const { data } = useQuery({ queryKey: ['orders', 'actual'], queryFn: fetchActual });
  if (!data) return <p>…</p>;
  return (
    <>
      {data.data.map((order) => {
        const first = order.tickets[0];
        return (
          <article
            key={order.id}
            style={{ border: '1px solid #ddd', borderRadius: 12, padding: 12, marginBottom: 12 }}
          >
            <h2 style={{ margin: 0, fontSize: 18 }}>{first?.performance.name}</h2>
            {first && <p>{when(first.session.timeSpending)}</p>}
            {first && <p>{first.session.object.name}</p>}
            {order.tickets.map((ticket) =>
              ticket.qr ? (
                <img
                  key={ticket.id}
                  src={svgDataUrl(qrSvg(ticket.qr))}
                  width={130}
                  height={130}
                  alt={`QR ${ticket.qr}`}
                  onLoad={markFirstQrPaint}
                />
              ) : null,
            )}
          </article>
        );
      })}
    </>
  );
};

export const Route = createFileRoute('/tickets/actual')({ component: Actual });
