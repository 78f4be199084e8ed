import { companyEs } from "@/data/es/company";
import type { OfferingCopy, OfferingSlug } from "@/data/offerings";

/**
 * The three managed IT pages in Spanish, each sold through the plans of
 * data/content/tiers/es.ts (content, read through lib/content/offerings.ts).
 */
export const offeringsEs = {
  "cloud-computing": {
    title: "Computación en la nube",
    summary:
      "Lleve el correo electrónico, los archivos y las copias de seguridad de su oficina a la nube, bien configurados y atendidos por personas a las que puede llamar.",
    sections: [
      {
        heading: "Su oficina, disponible dondequiera que trabaje",
        paragraphs: [
          "La mayoría de las oficinas pequeñas ya usan la nube por partes: una unidad compartida por aquí, una cuenta de correo personal por allá, una laptop que guarda la única copia de la contabilidad. Reunimos esas partes en una sola configuración ordenada, que es suya y que usted entiende.",
          "Configuramos el correo empresarial con su propio dominio, carpetas compartidas en las que cada persona ve los archivos que le corresponden, y copias de seguridad automáticas de las computadoras que todavía guardan datos importantes. Todos pueden trabajar desde la oficina, desde casa o de viaje con los mismos archivos.",
        ],
      },
      {
        heading: "Para quién es",
        paragraphs: [
          "Oficinas de dos a veinte personas que quieren su correo y sus archivos seguros y compartidos sin contratar a una persona de informática: contadores, consultorios, agencias inmobiliarias, estudios de diseño y empresas de oficios con oficina.",
        ],
      },
      {
        heading: "Qué incluye",
        paragraphs: [],
        points: [
          "Correo empresarial, calendarios y contactos con su propio dominio",
          "Almacenamiento compartido en la nube, con permisos por carpeta para cada persona",
          "Migración del correo y los archivos que ya tiene",
          "Copia de seguridad automática de las computadoras de la oficina",
          "Verificación en dos pasos para cada cuenta",
          "Alta y baja de usuarios cuando alguien entra al equipo o se va",
        ],
      },
      {
        heading: "Cómo empezamos",
        paragraphs: [
          "Empezamos con una llamada para hacer una lista de sus cuentas, dispositivos y archivos. Luego le proponemos un plan, pasamos sus datos durante un fin de semana o de noche para que nadie pierda un día de trabajo, y acompañamos a cada persona en su primer inicio de sesión. Después, su plan cubre los cambios y las preguntas del día a día.",
        ],
      },
    ],
  },
  "network-security": {
    title: "Seguridad de redes",
    summary:
      "Proteja la red, los dispositivos y las cuentas de su oficina contra los ataques que sufren las pequeñas empresas, con monitoreo y ayuda cuando la necesite.",
    sections: [
      {
        heading: "Seguridad a la medida de una oficina pequeña",
        paragraphs: [
          "Las pequeñas empresas sufren ataques por las mismas razones que las grandes: dinero, datos y acceso. La diferencia es que casi nunca tienen a alguien cuyo trabajo sea mantener las puertas cerradas. Nosotros asumimos ese trabajo.",
          "Protegemos su router y su wifi, separamos la red de invitados de la red de la oficina, mantenemos cada computadora actualizada y protegida, y activamos la verificación en dos pasos en las cuentas importantes. Cuando pasa algo sospechoso, usted tiene a quién llamar: alguien que ya conoce su configuración.",
        ],
      },
      {
        heading: "Para quién es",
        paragraphs: [
          "Oficinas que manejan datos de clientes, pagos o información de salud, y cualquier empresa que tendría dificultades si sus computadoras o su correo quedaran bloqueados durante una semana.",
        ],
      },
      {
        heading: "Qué incluye",
        paragraphs: [],
        points: [
          "Revisión de la configuración del router y del firewall",
          "Redes separadas para el personal, los invitados y los dispositivos",
          "Actualizaciones de seguridad al día en cada computadora",
          "Protección antivirus revisada y monitoreada",
          "Verificación en dos pasos para el correo y las cuentas clave",
          "Orientación para que su equipo reconozca los intentos de phishing",
        ],
      },
      {
        heading: "Cómo empezamos",
        paragraphs: [
          "Comenzamos con una revisión de seguridad de su red, sus computadoras y sus cuentas, explicada en palabras sencillas y con los arreglos más urgentes primero. Hacemos esos arreglos con usted y luego seguimos vigilando como parte de su plan.",
        ],
      },
    ],
  },
  "managed-services": {
    title: "Servicios administrados",
    summary: `Un solo plan mensual para toda la informática de su oficina: actualizaciones, copias de seguridad, cuentas de usuario y ayuda para su equipo, ${companyEs.hours}.`,
    sections: [
      {
        heading: "Un departamento de informática para una oficina pequeña",
        paragraphs: [
          "Con los servicios administrados, cuidamos la tecnología de su oficina de forma continua, en lugar de esperar a que algo se descomponga. Las actualizaciones se instalan, las copias de seguridad se revisan, el personal nuevo tiene sus cuentas listas desde el primer día y su equipo tiene un solo número al que llamar.",
          `Damos soporte por teléfono o en una sesión remota que usted aprueba, ${companyEs.hoursLong}, así que un problema a las 8 p. m., antes de una fecha de entrega, se atiende igual que uno a las 10 a. m.`,
        ],
      },
      {
        heading: "Para quién es",
        paragraphs: [
          "Oficinas en crecimiento que ya no pueden depender de la persona que más sabe de tecnología en el equipo, y dueños que prefieren conocer de antemano lo que les costará la informática en el año.",
        ],
      },
      {
        heading: "Qué incluye",
        paragraphs: [],
        points: [
          "Ayuda para cada persona de su equipo por teléfono o sesión remota",
          "Actualizaciones y parches de seguridad administrados en cada computadora",
          "Monitoreo de las copias de seguridad, con pruebas periódicas de restauración",
          "Cuentas de usuario creadas y eliminadas cuando cambia el personal",
          "Problemas de impresoras, wifi y software resueltos a medida que surgen",
          "Una revisión anual de sus equipos y de lo que conviene reemplazar",
        ],
      },
      {
        heading: "Cómo empezamos",
        paragraphs: [
          "Hacemos una lista de cada computadora, cuenta y dispositivo que tiene, resolvemos primero los problemas urgentes y acordamos cómo se comunica su equipo con nosotros. A partir de ahí, su plan cubre el día a día, y le avisamos antes de que haga falta gastar en algo.",
        ],
      },
    ],
  },
} as const satisfies Record<OfferingSlug, OfferingCopy>;
