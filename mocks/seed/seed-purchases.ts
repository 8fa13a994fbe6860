// The default seed's suppliers: a renovation business buys from a merchant, a subcontractor, a fuel
// company and a sole trader who is not GST-registered; a property manager buys cleaning.
import { db, type SupplierRecord } from '../runtime/db';

const SUPPLIERS: Array<Omit<SupplierRecord, 'id'>> = [
  {
    businessId: 1,
    name: 'Placemakers Newmarket',
    gstNumber: '102-345-673',
    nzbn: '9429000106078',
    email: 'trade.newmarket@placemakers.example.nz',
    phone: '+64 9 555 0170',
    address: '2 Gillies Avenue\nNewmarket\nAuckland 1023',
    bankAccount: '12-3011-0023456-00',
  },
  {
    businessId: 1,
    name: 'Sparks Electrical Ltd',
    gstNumber: '113-456-787',
    email: 'accounts@sparkselectrical.example.nz',
    phone: '021 555 0133',
    address: '7 Morningside Drive\nKingsland\nAuckland 1025',
    bankAccount: '06-0101-0456789-00',
  },
  {
    businessId: 1,
    name: 'Z Energy',
    gstNumber: '124-567-890',
    address: 'PO Box 2091\nWellington 6140',
  },
  {
    businessId: 1,
    name: 'Tama’s Rubbish Removal',
    phone: '027 555 0188',
    address: '41 Great North Road\nGrey Lynn\nAuckland 1021',
    bankAccount: '38-9000-0654321-00',
  },
  {
    businessId: 2,
    name: 'Capital Commercial Cleaning',
    gstNumber: '135-678-902',
    email: 'invoices@capitalclean.example.nz',
    phone: '+64 4 555 0161',
    address: '12 Tory Street\nTe Aro\nWellington 6011',
  },
];

export async function seedPurchases(): Promise<void> {
  for (const [index, supplier] of SUPPLIERS.entries()) await db.suppliers.create({ ...supplier, id: index + 1 });
}
