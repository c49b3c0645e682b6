/**
 * Texts of the cart and checkout, copied exactly from SPEC §5 and §8 where SPEC gives them. Not in the main bundle:
 * the cart panel, /checkout and the shop's payment return load them (Spanish and French in app/i18n/<locale>/cart/,
 * loaded with them; the header's button has its own, button-strings.ts).
 */
import { messages, params } from '#client/lib/i18n.ts';

export const cartMessages = messages('cart', {
  title: 'La teva cistella',
  description: 'Revisa els productes, omple les teves dades i paga amb targeta.',
  close: 'Tancar la cistella',
  empty: 'Cistella buida',
  emptyText: 'Encara no has afegit cap producte.',
  goToShop: 'Anar a la botiga',
  total: 'Total',
  // A line's details and quantity, each with its colon (French puts a space before it).
  lineSize: params('Talla: {size}'),
  lineNumber: params('Número: {number}'),
  lineName: params('Nom: {name}'),
  lineQuantity: 'Quantitat:',
  decrease: params('Treure una unitat de {name}'),
  increase: params('Afegir una unitat de {name}'),
  remove: params('Eliminar {name} de la cistella'),
  customerHeading: 'Les teves dades',
  customerName: 'Nom i cognoms',
  customerEmail: 'Correu electrònic',
  customerPhone: 'Telèfon',
  requiredHint: 'Tots els camps són obligatoris.',
  continue: 'Continuar amb el pagament',
  starting: 'Preparant el pagament…',
  paymentHeading: 'Pagament',
  changeOrder: 'Modificar la comanda',
  checkoutPage: 'Veure el resum de la comanda',
  // SPEC §5 / §8
  emptyCartTitle: 'Carret buit',
  emptyCartText: 'Afegeix productes al carret abans de fer la compra.',
  incompleteTitle: 'Dades incompletes',
  incompleteText: 'Si us plau, omple tots els camps obligatoris.',
  paymentErrorTitle: 'Error de pagament',
  processingError: 'Error processant el pagament',
  intentError: 'Error creant la intenció de pagament',
  intentNotCreated: "No s'ha pogut crear la intenció de pagament",
  genericPaymentError: 'Hi ha hagut un error processant el pagament.',
  orderErrorTitle: 'Error creant la comanda',
  orderErrorText: "El pagament s'ha fet però no hem pogut confirmar la comanda. Contacteu amb el club i us ho resoldrem.",
  successTitle: 'Pagament completat!',
  successText: "El vostre pagament s'ha processat correctament. Rebreu un email de confirmació.",
  fixFields: 'Revisa les dades marcades en vermell.',
  // /checkout
  checkoutTitle: 'Finalitzar la compra',
  summaryHeading: 'Resum de la comanda',
  pay: params('Pagar {amount}'),
  // The confirmation after the payment (issue 13): it stays until the visitor goes back to the shop.
  confirmationTitle: 'Comanda confirmada',
  orderNumber: params('Comanda núm. {id}'),
  paid: params('Total pagat: {total}'),
  mailed: params('Us hem enviat la confirmació a {email}.'),
  keepNumber: 'Guardeu el número de comanda: us el demanarem quan la vingueu a recollir.',
  pickupHeading: 'Recollida',
  where: 'On',
  whereText: params('{address}. No fem enviaments: la recollida és només al pavelló.'),
  when: 'Quan',
  whenText: params(
    'Us escriurem quan la comanda estigui a punt per recollir. Llavors la podeu venir a buscar en l’horari d’atenció del club ({hours}) o el dia i l’hora que acordem.',
  ),
  /** The club's opening hours (src/shared/club.ts) in the page's language. */
  openingHours: 'de dilluns a divendres, de 17.30 a 20.30 h',
  contact: 'Contacte',
  backToShop: 'Tornar a la botiga',
});
