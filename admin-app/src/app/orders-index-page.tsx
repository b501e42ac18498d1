import { ExportControl, startExportOf } from '../features/exports/index.ts';
import { OrdersPage } from '../features/orders/components/orders-page.tsx';

/**
 * The orders page, put together here because features do not import each other: the list with
 * the lists' export control, which exports what the filters and search find.
 */
export function OrdersIndexPage() {
  return (
    <OrdersPage
      exportAction={(filters) => (
        <ExportControl list="orders" start={(choice) => startExportOf.orders(choice, filters)} />
      )}
    />
  );
}
