import { describeShipment } from '../../../../shared/couriers.ts';
import { formatPesos } from '../../../../shared/money.ts';
import type { PackingSlipOutput } from '../../../../shared/schemas/packing-slips.ts';
import { momentText } from '../../../../shared/moment-text.ts';
import { addressLines } from '../address-block.ts';

function TotalRow({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  return (
    <tr className={strong ? 'packing-slip-total' : undefined}>
      <th scope="row" colSpan={2}>
        {label}
      </th>
      <td>{amount}</td>
    </tr>
  );
}

/**
 * One parcel's slip: the shop and where a parcel that cannot be delivered goes back to (audit C-16),
 * the order, who it goes to, what is inside, and how it travels.
 */
export function PackingSlip({ slip, returnAddress }: { slip: PackingSlipOutput; returnAddress: string }) {
  const { courierName, trackingNumber } = describeShipment(slip.courier, slip.tracking_number);
  const shipment = [courierName && `Shipped with ${courierName}`, trackingNumber && `Tracking no. ${trackingNumber}`].filter(Boolean);
  return (
    <article className="packing-slip" aria-label={`Packing slip for order #${slip.id}`}>
      <header className="packing-slip-head">
        <div>
          <p className="packing-slip-shop">Ukay</p>
          <p>Packing slip</p>
          <section aria-label="Return to" className="packing-slip-from">
            <h2>Return to</h2>
            <p>Ukay</p>
            {returnAddress.split('\n').map((line, index) => (
              <p key={index}>{line}</p>
            ))}
          </section>
        </div>
        <div className="packing-slip-order">
          <p className="packing-slip-number">Order #{slip.id}</p>
          <p>{momentText(slip.created_at)}</p>
        </div>
      </header>
      <section aria-label="Ship to" className="packing-slip-to">
        <h2>Ship to</h2>
        {addressLines(slip).map((line, index) => (
          <p key={index} className={index === 0 ? 'packing-slip-name' : undefined}>
            {line}
          </p>
        ))}
        {slip.instagram_username && <p>Instagram: @{slip.instagram_username}</p>}
      </section>
      <table className="packing-slip-items">
        <caption>
          {slip.items.length === 1 ? '1 piece' : `${slip.items.length} pieces`}
        </caption>
        <thead>
          <tr>
            <th scope="col">Piece</th>
            <th scope="col">SKU</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {slip.items.map((item, index) => (
            <tr key={index}>
              <td>{item.name}</td>
              <td className="packing-slip-sku">{item.sku ?? '—'}</td>
              <td>{formatPesos(item.price)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <TotalRow label="Subtotal" amount={formatPesos(slip.subtotal)} />
          <TotalRow label="Shipping" amount={formatPesos(slip.shipping_fee)} />
          {slip.discount > 0 && <TotalRow label="Discount" amount={`− ${formatPesos(slip.discount)}`} />}
          <TotalRow label="Total" amount={formatPesos(slip.total_amount)} strong />
        </tfoot>
      </table>
      {shipment.length > 0 && (
        <section aria-label="Shipment" className="packing-slip-shipment">
          {shipment.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </section>
      )}
    </article>
  );
}
