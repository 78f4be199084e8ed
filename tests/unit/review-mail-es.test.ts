import { composeReviewInvitation } from "@/lib/reviews/mail";

const invited = {
  to: "ana@example.com",
  firstName: "Ana",
  reference: "BP-7K3Q9M",
  services: ["Instalación de impresora"],
  techName: "Luis",
  link: "https://example.com/es/review#link=tok.en",
  lastDay: "2026-12-31",
};

describe("the review invitation in the booking's language", () => {
  test("Spanish, with the Spanish date and link", () => {
    const mail = composeReviewInvitation({ ...invited, language: "es" });
    expect(mail.subject).toBe("¿Cómo le fue? Califique la reserva BP-7K3Q9M");
    expect(mail.text).toContain("Hola, Ana:");
    expect(mail.text).toContain(
      "Su reserva BP-7K3Q9M (Instalación de impresora) con Luis está completada.",
    );
    expect(mail.text).toContain(
      "el enlace funciona hasta el jue, 31 dic 2026.",
    );
    expect(mail.text).toContain(
      "Escribir su reseña: https://example.com/es/review#link=tok.en",
    );
  });

  test("English as before when no language is said", () => {
    const mail = composeReviewInvitation(invited);
    expect(mail.subject).toBe("How did it go? Review booking BP-7K3Q9M");
    expect(mail.text).toContain("Hello Ana,");
    expect(mail.text).toContain("the link works until Thu, Dec 31, 2026.");
  });
});
