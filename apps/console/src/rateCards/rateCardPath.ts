export const rateCardPath = (rateCardId: number) => `/rate-cards/${rateCardId}/`;
