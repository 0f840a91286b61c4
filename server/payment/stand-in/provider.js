// The provider stand-in's only script: groups the card number by four and sends the form once.
const number = document.getElementById('card-number');
if (number instanceof HTMLInputElement) {
  number.addEventListener('input', () => {
    const digits = number.value.replace(/\D/g, '').slice(0, 19);
    number.value = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
  });
}
const form = document.getElementById('pay-form');
if (form instanceof HTMLFormElement) {
  form.addEventListener('submit', (event) => {
    if (form.dataset.sent === '1') {
      event.preventDefault();
      return;
    }
    form.dataset.sent = '1';
  });
}
