import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BillingAccount } from '@scriptloom/contracts';
import { formatDate } from '../../shared/plan-names';
import { formatMoney, invoiceStatusLabel } from './billing-format';

/**
 * Every payment, newest as the server orders them, each with its PDF; what was refunded or lost to a
 * dispute is said under the amount kept. The total is the server's.
 */
export function InvoicesCard({ account, currency }: { account: BillingAccount; currency: string }) {
  const { invoices } = account;
  return (
    <Paper component="section" aria-labelledby="invoices-title" variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id="invoices-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        Invoices
      </Typography>
      {invoices.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No invoices yet.
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="invoices-title">
            <TableHead>
              <TableRow>
                <TableCell>Date</TableCell>
                <TableCell>Description</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>Invoice</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invoices.map((invoice) => {
                const date = formatDate(invoice.invoice_date);
                const status = invoiceStatusLabel(invoice.status);
                return (
                  <TableRow key={invoice.invoice_id}>
                    <TableCell>{date}</TableCell>
                    <TableCell>{invoice.description}</TableCell>
                    <TableCell align="right">
                      {formatMoney(invoice.amount_paid, invoice.currency || currency)}
                      {status && (
                        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                          {status}
                          {invoice.amount_refunded > 0 &&
                            `: ${formatMoney(invoice.amount_refunded, invoice.currency || currency)} of ${formatMoney(invoice.amount, invoice.currency || currency)}`}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      <Link
                        href={invoice.invoice_pdf}
                        download
                        aria-label={`Download PDF: ${invoice.description}, ${date}`}
                      >
                        Download PDF
                      </Link>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell
                  colSpan={2}
                  component="th"
                  scope="row"
                  sx={{ fontWeight: 600, fontSize: '0.875rem', color: 'text.primary' }}
                >
                  Total
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600, fontSize: '0.875rem', color: 'text.primary' }}>
                  {formatMoney(account.invoice_amount, invoices[0]?.currency || currency)}
                </TableCell>
                <TableCell />
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
