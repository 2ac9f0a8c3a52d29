/** The API's 400 answer refusing one field, as its validation pipe words it. */
export const fieldRefusal = (field: string, code: string, message: string, messageAr: string) => ({
  status: 400,
  body: {
    statusCode: 400,
    code: 'validation',
    message: 'Some fields are not valid.',
    messageAr: 'بعض الحقول غير صالحة.',
    details: [{ field, code, message, messageAr }],
  },
});
