import type { privacyMessages } from '#client/features/privacy/strings.ts';
import type { TranslationOf } from '#client/lib/i18n.ts';

export const privacy: TranslationOf<typeof privacyMessages> = {
  title: 'Política de privacidad',
  subtitle: 'Cómo tratamos los datos de las familias, de los jugadores y jugadoras y de quien nos escribe, y qué derechos tenéis.',
  updatedLabel: 'Última actualización:',
  summaryHeading: 'En pocas palabras',
  summary1: 'El responsable de los datos es el Club Bàsquet Llívia. Para cualquier duda, escribidnos a {email}.',
  summary2: 'Solo pedimos los datos que necesitamos para las inscripciones, los campus, la tienda y para responder a vuestros mensajes.',
  summary3: 'No vendemos los datos a nadie ni los usamos para enviaros publicidad.',
  summary4:
    'Los datos de salud, los documentos de identidad y las cuentas bancarias solo los ven las personas del club que gestionan las inscripciones.',
  summary5:
    'Solo publicamos fotos en las que se reconozca a un jugador o jugadora si la familia ha dado su permiso, y podéis retirarlo cuando queráis.',
  summary6: 'La web solo usa las cookies imprescindibles para funcionar: ninguna de publicidad ni de analítica.',
  tocHeading: 'En esta página',

  controllerHeading: 'Quién es el responsable de vuestros datos',
  controllerIntro:
    'El responsable del tratamiento de vuestros datos es el {clubFullName} ({clubName}), el club de baloncesto de Llívia, en la Cerdaña.',
  controllerAddressTerm: 'Dirección',
  controllerEmailTerm: 'Correo electrónico',
  controllerPhoneTerm: 'Teléfono',
  controllerWebTerm: 'Web',
  controllerNoDpo:
    'El club no está obligado a tener un delegado de protección de datos. Para cualquier cuestión sobre vuestros datos, escribid a {email}: os responderá la junta directiva del club.',

  purposesHeading: 'Qué datos tratamos, para qué y con qué base legal',
  purposesIntro:
    'Tratamos datos personales para cada una de las actividades del club que encontraréis a continuación. En cada caso os explicamos qué datos usamos, para qué y qué base legal del Reglamento General de Protección de Datos (RGPD) nos lo permite. Todos los datos nos los dais vosotros mismos en los formularios de la web o cuando os dirigís al club.',
  purposeDataTerm: 'Qué datos',
  purposeWhatTerm: 'Para qué',
  purposeBasisTerm: 'Base legal',
  clubHeading: 'Inscripción en el club',
  clubData:
    'Del jugador o jugadora: nombre y apellidos, fecha de nacimiento, número del documento de identidad, número de la tarjeta sanitaria y tallas de la equipación. De la persona tutora (o del propio jugador, si es mayor de edad): nombre, teléfono y correo electrónico. Para el cobro: el titular de la cuenta y el IBAN. También vuestras respuestas a las autorizaciones (domiciliación bancaria, privacidad y derechos de imagen), con la fecha y la hora en que las disteis.',
  clubWhat:
    'Gestionar la temporada del jugador o jugadora en el club (equipo, entrenamientos y partidos), tramitar su licencia federativa y su seguro deportivo, encargar la equipación, cobrar las cuotas y avisaros de lo que afecte al equipo.',
  clubBasis:
    'La ejecución de la inscripción que nos pedís, que es un contrato entre la familia y el club (art. 6.1.b RGPD). El cumplimiento de obligaciones legales: la licencia y el seguro deportivo obligatorios para competir y la contabilidad de las cuotas (art. 6.1.c RGPD). El cobro por domiciliación solo se hace si lo habéis autorizado en el formulario; si no, acordaremos con vosotros otra forma de pago.',
  schoolHeading: 'Escuela de baloncesto',
  schoolData:
    'Del alumno o alumna: nombre y apellidos, fecha de nacimiento, número del documento de identidad, curso y escuela, dirección, número de la tarjeta sanitaria, alergias o enfermedades y, si hace falta, la medicación que necesita. De la persona tutora: nombre y apellidos, documento de identidad, teléfonos, correo electrónico y dirección. De la persona autorizada a recoger al niño o niña: nombre, documento de identidad y teléfono. Para el cobro: el titular de la cuenta y el IBAN. También las respuestas a las autorizaciones, con la fecha y la hora.',
  schoolWhat:
    'Organizar las sesiones de la escuela; cuidar de la salud y la seguridad de los niños y niñas (saber qué hacer ante una alergia o una urgencia, y a quién podemos entregar al niño o niña al terminar); cobrar las cuotas y comunicarnos con la familia.',
  schoolBasis:
    'La ejecución de la inscripción (art. 6.1.b RGPD). Los datos de salud (alergias, enfermedades y medicación), con el consentimiento explícito que la persona tutora da en el formulario (art. 9.2.a RGPD) y, en una urgencia médica en la que no podamos localizaros, para proteger la vida y la salud del niño o niña (interés vital, art. 6.1.d y 9.2.c RGPD). Los datos de la persona autorizada, por el interés legítimo de la familia y del club en que el niño o niña solo se vaya con quien vosotros hayáis indicado (art. 6.1.f RGPD). La domiciliación, solo si la habéis autorizado.',
  schoolOthersData:
    'Si nos dais datos de otra persona (la persona autorizada a recoger al niño o niña o el titular de la cuenta, si no sois vosotros), explicadle que nos los habéis dado y para qué, y que puede consultar esta página.',
  campusHeading: 'Campus',
  campusData:
    'Nombre, apellidos y fecha de nacimiento del niño o niña; correo electrónico y teléfono de la familia; si sois socios del club; y, si el campus es de pago, los datos del pago (importe, fecha y estado). El número de la tarjeta nunca llega al club: lo trata directamente Stripe, la plataforma de pago.',
  campusWhat:
    'Reservar la plaza, organizar los grupos por edades, cobrar la inscripción, enviaros la confirmación y comprobar el precio de socio con la lista de socios del club.',
  campusBasis:
    'La ejecución de la inscripción en el campus (art. 6.1.b RGPD); la contabilidad de los pagos, por obligación legal (art. 6.1.c RGPD); la comprobación del precio de socio, por el interés legítimo del club en cobrar el precio que corresponde (art. 6.1.f RGPD).',
  waitlistHeading: 'Lista de espera de los campus',
  waitlistData:
    'Nombre, apellidos y fecha de nacimiento de cada niño o niña que se apunta (los hermanos y hermanas pueden apuntarse juntos); correo electrónico y teléfono de la familia; si sois socios del club; y el idioma en que os escribimos.',
  waitlistWhat:
    'Cuando un campus está lleno, guardaros el sitio en la lista y, cuando queda libre una plaza, ofrecerla por orden de llegada: os enviamos la oferta por correo electrónico, con un plazo para aceptarla. Los hermanos y hermanas que se apuntan juntos reciben la oferta juntos. Podéis salir de la lista cuando queráis, desde el correo o desde la página de la familia.',
  waitlistBasis:
    'Las medidas precontractuales que nos pedís al apuntaros a la lista, para poder inscribiros en el campus cuando haya plaza (art. 6.1.b RGPD).',
  shopHeading: 'Tienda',
  shopData:
    'Nombre, correo electrónico y teléfono de quien compra; los productos del pedido, con la talla y el nombre y el número que queráis estampar; y los datos del pago (importe, fecha y estado). El número de la tarjeta solo lo trata Stripe.',
  shopWhat:
    'Preparar el pedido, coordinar con vosotros la recogida en el Pavelló Fòrum, atender cambios y devoluciones, y llevar la contabilidad del club.',
  shopBasis: 'La ejecución de la compra (art. 6.1.b RGPD) y las obligaciones contables y fiscales (art. 6.1.c RGPD).',
  contactHeading: 'Mensajes de contacto',
  contactData: 'Nombre y apellidos, correo electrónico, teléfono (si lo dais), el asunto y el texto del mensaje.',
  contactWhat: 'Responderos y, si hace falta, hacer el seguimiento de vuestra consulta.',
  contactBasis:
    'El interés legítimo del club en atender a quien se dirige a él (art. 6.1.f RGPD) y, si nos escribís para inscribiros o para comprar, las medidas precontractuales que nos pedís (art. 6.1.b RGPD).',
  photosHeading: 'Fotografías de los jugadores y jugadoras',
  photosData: 'La imagen de los jugadores y jugadoras en partidos, entrenamientos, campus y celebraciones del club.',
  photosWhat:
    'Publicarlas en la galería de fotos de la web del club para contar la vida del club. Tened en cuenta que cualquier visitante de la web puede verlas y descargarlas.',
  photosBasis:
    'El consentimiento que dais en la autorización de derechos de imagen del formulario de inscripción (art. 6.1.a RGPD y Ley Orgánica 1/1982, de protección civil del derecho al honor, a la intimidad personal y familiar y a la propia imagen). Si respondéis «No», no publicaremos fotos en las que se pueda reconocer a vuestro hijo o hija. Podéis retirar el consentimiento cuando queráis.',
  photosMetadata: 'Las fotos se publican sin metadatos: la web borra la ubicación y los datos de la cámara antes de guardarlas.',
  familyHeading: 'Página de la familia («Mis inscripciones»)',
  familyData:
    'El correo electrónico que escribís para entrar y todo lo que el club tiene hecho con ese correo: los pedidos, con los productos y el estado del pago; las inscripciones en los campus y las entradas en la lista de espera; y las inscripciones en el club y en la escuela, donde del documento de identidad y del IBAN solo se muestran los cuatro últimos caracteres (el archivo que descarguéis los tiene completos).',
  familyWhat:
    'Que podáis ver, corregir y descargar vuestros datos, y pedir que los borremos, sin tener que escribir al club. Para entrar escribís vuestro correo y os enviamos un enlace, que solo se puede usar una vez y durante 30 minutos; la respuesta de la web es la misma tanto si el correo es conocido como si no. Una vez dentro, podéis corregir el teléfono y el correo de una inscripción, anular una inscripción en un campus dentro del plazo, salir de una lista de espera, descargar todos vuestros datos en un archivo (formato JSON) y pedir su supresión. La supresión la confirma una persona del club: entonces borramos los datos personales y de los pedidos solo conservamos el importe, las fechas y el estado, anonimizados, porque la ley contable nos obliga a guardarlos.',
  familyBasis:
    'La obligación legal de atender vuestros derechos de acceso, rectificación, supresión y portabilidad (art. 6.1.c y arts. 15 a 20 RGPD); la anulación de una inscripción, como parte del contrato (art. 6.1.b RGPD); el enlace de acceso y los límites de envío, por el interés legítimo de las familias y del club en que nadie pueda ver los datos de otra familia (art. 6.1.f RGPD).',
  webSecurityHeading: 'Seguridad de la web y acceso a la administración',
  webSecurityData:
    'De las personas del club que administran la web: la sesión, los intentos de acceso (usuario, dirección IP y hora) y el registro de las acciones que realizan en el panel (quién, cuándo, desde qué dirección IP, sobre qué registro y qué campos, nunca los datos que ven o cambian). Cuando alguien empieza un pago: un resumen criptográfico de la dirección IP, del correo electrónico y del navegador, que no permite recuperar su valor original.',
  webSecurityWhat:
    'Proteger el panel de administración de accesos no autorizados, poder saber quién ha hecho cada cambio o ha consultado datos personales, y evitar que alguien bloquee productos de la tienda o plazas de los campus sin pagarlos.',
  webSecurityBasis:
    'El interés legítimo del club y de las familias en tener una web segura y un reparto justo de plazas y productos (art. 6.1.f RGPD).',
  purposesRequired:
    'Los datos marcados como obligatorios en los formularios son necesarios para hacer la inscripción, la reserva o el pedido: sin ellos no podemos tramitarlo. Las autorizaciones de derechos de imagen y de domiciliación bancaria son voluntarias.',
  purposesNoAds:
    'No usamos vuestros datos para enviaros publicidad, y no los vendemos ni los cedemos a nadie fuera de los casos que explicamos a continuación.',

  recipientsHeading: 'A quién comunicamos los datos',
  recipientsIntro: 'Solo comunicamos datos a otras entidades cuando es necesario para las finalidades anteriores o cuando la ley nos obliga:',
  recipientBank:
    'La entidad bancaria del club, para cobrar las cuotas domiciliadas: el nombre del titular, el IBAN, el importe y la referencia de la orden de domiciliación SEPA.',
  recipientFederation:
    'La Federació Catalana de Basquetbol (Federación Catalana de Baloncesto), para tramitar la licencia de cada jugador o jugadora que compite: los datos que la federación pide para la licencia (nombre y apellidos, fecha de nacimiento y documento de identidad).',
  recipientInsurer:
    'La entidad aseguradora del seguro deportivo obligatorio, para dar de alta a cada jugador o jugadora y gestionar los accidentes deportivos que puedan producirse.',
  recipientStripe:
    'Stripe Payments Europe, Ltd. (Irlanda), que procesa los pagos con tarjeta de la tienda y de los campus. Stripe recibe directamente los datos de la tarjeta, el correo electrónico y el importe; el club nunca ve el número de la tarjeta. Para prevenir el fraude, Stripe trata algunos datos como responsable propio, según la {stripePrivacy}.',
  recipientMail:
    'El proveedor de correo electrónico con el que la web envía las confirmaciones de inscripción, de campus y de pedido, y los avisos al club.',
  recipientHosting: 'El proveedor de alojamiento de la web, donde se guardan los datos.',
  recipientEmergency: 'Los servicios de emergencia, si hay que atender a un niño o niña en una urgencia médica.',
  recipientAuthorities:
    'Las administraciones públicas, los juzgados y las fuerzas de seguridad, solo cuando una ley nos obliga a hacerlo (por ejemplo, la Agencia Tributaria).',
  recipientsProcessors:
    'Los proveedores que tratan datos por encargo del club (el de correo electrónico y el de alojamiento) lo hacen con un contrato de encargado del tratamiento (art. 28 RGPD) y solo según las instrucciones del club.',
  stripePrivacyLink: 'política de privacidad de Stripe',
  stripePrivacyHref: 'https://stripe.com/es/privacy',

  transfersHeading: 'Transferencias internacionales',
  transfers:
    'Guardamos los datos dentro del Espacio Económico Europeo (EEE). La única excepción es Stripe: como forma parte de un grupo con sede en Estados Unidos, puede tratar algunos datos de los pagos fuera del EEE. Lo hace con las garantías que prevé el RGPD: el Marco de Privacidad de Datos UE-EE. UU., al que Stripe, Inc. está adherida, y las cláusulas contractuales tipo aprobadas por la Comisión Europea.',

  retentionHeading: 'Cuánto tiempo conservamos los datos',
  retentionIntro:
    'Conservamos los datos mientras son necesarios para la finalidad para la que los recogimos y, después, el tiempo que marca la ley o el necesario para atender posibles reclamaciones. Pasado ese tiempo, la web los borra automáticamente, cada noche.',
  retentionRegistrationsTerm: 'Inscripciones en el club y en la escuela',
  retentionRegistrations:
    'Durante la temporada y las tres temporadas siguientes. Tres años es el plazo que el Código Civil de Cataluña (art. 121-21) da para reclamar cuotas o los daños de un accidente. Pasado ese plazo borramos la inscripción entera, con los datos de salud y bancarios.',
  retentionCampusTerm: 'Inscripciones en los campus',
  retentionCampus: 'Hasta tres años después de que termine el campus, por el mismo motivo.',
  retentionWaitlistTerm: 'Lista de espera de los campus',
  retentionWaitlist:
    'Mientras estáis en la lista. Cuando salís de ella (porque habéis obtenido la plaza, la oferta ha caducado o la habéis rechazado, os habéis dado de baja o el club os ha quitado), la borramos a los 30 días, con los correos que hablaban de ella. Todas las entradas de un campus se borran, como muy tarde, 30 días después de que acabe el campus.',
  retentionOrdersTerm: 'Pedidos de la tienda y pagos',
  retentionOrders:
    'Seis años desde la compra o el pago (o desde el último cambio del pedido, como una devolución), como exige el artículo 30 del Código de Comercio para los libros y los justificantes contables. Pasado ese plazo, borramos el nombre, el correo electrónico, el teléfono y el nombre y el número estampados; del pedido solo quedan el importe, los productos, las fechas y el estado, que ya no permiten saber quién lo hizo.',
  retentionMessagesTerm: 'Mensajes de contacto',
  retentionMessages:
    'Un año desde que os respondimos, o desde que nos escribisteis si el mensaje no pedía respuesta, por si la consulta tiene continuidad.',
  retentionPhotosTerm: 'Fotografías',
  retentionPhotos: 'Mientras mantengáis el consentimiento. Si lo retiráis, quitaremos las fotos de la web como máximo en un mes.',
  retentionMailTerm: 'Copias de los correos enviados',
  retentionMail: 'Siete días después del envío, por si hay que comprobar que un correo ha llegado; después se borran solas.',
  retentionCheckoutsTerm: 'Pagos que no se han completado',
  retentionCheckouts: 'Los datos de la persona se borran siete días después de que caduque el pago; solo se conserva el importe.',
  retentionSessionsTerm: 'Sesiones, intentos de acceso y registro de acciones de la administración',
  retentionSessions:
    'Una sesión termina tras 8 horas sin actividad y, como máximo, a los 7 días. Los intentos de acceso solo cuentan durante 15 minutos y se borran en el siguiente intento. El registro de las acciones realizadas en el panel se conserva tres años, el plazo en que prescriben las infracciones más graves de protección de datos (art. 72 LOPDGDD), y después se borra.',
  retentionFamilyTerm: 'Acceso a la página de la familia',
  retentionFamily:
    'Un enlace de acceso sirve una sola vez y durante 30 minutos, y la sesión que abre dura una hora como máximo. Guardamos un día el registro de los enlaces enviados a cada correo, para limitar su número; después se borra. Una vez resuelta una petición de supresión, guardamos su registro tres años, como prueba de que la hemos atendido.',

  minorsHeading: 'Datos de menores y consentimiento de las familias',
  minorsCare: 'Muchos de nuestros jugadores y jugadoras son menores de edad, y tratamos sus datos con un cuidado especial.',
  minorsUnder14:
    'Según el artículo 7 de la Ley Orgánica 3/2018, de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD), una persona menor de 14 años no puede dar el consentimiento por su cuenta: debe darlo quien ejerce la patria potestad o la tutela. Por eso las inscripciones de menores en el club, en la escuela y en los campus las hace siempre el padre, la madre o la persona tutora, y es ella quien responde a las autorizaciones (datos de salud, derechos de imagen y domiciliación).',
  minorsFrom14:
    'A partir de los 14 años, el jugador o la jugadora puede dar por su cuenta los consentimientos que dependen de él o de ella, como el de la publicación de su imagen, y puede ejercer directamente sus derechos. Hasta los 18 años, la inscripción, que es un contrato con el club, la sigue haciendo la persona tutora.',
  minorsRights:
    'Los padres, madres y tutores pueden ejercer en nombre de los menores de 14 años todos los derechos que explicamos más abajo (art. 12.6 LOPDGDD).',
  minorsSensitive:
    'Los datos de salud y los documentos de identidad de los menores solo los ven las personas del club que gestionan las inscripciones, desde el panel de administración. Nunca se muestran en la web, y los correos de confirmación no los incluyen (de la cuenta bancaria solo aparecen los cuatro últimos dígitos).',

  rightsHeading: 'Vuestros derechos',
  rightsIntro: 'Podéis ejercer en cualquier momento estos derechos sobre vuestros datos y sobre los de vuestros hijos e hijas menores de 14 años:',
  rightAccessTerm: 'Acceso',
  rightAccess: 'saber si tratamos datos vuestros y obtener una copia.',
  rightRectificationTerm: 'Rectificación',
  rightRectification: 'corregir los datos que sean inexactos o completar los que falten.',
  rightErasureTerm: 'Supresión',
  rightErasure:
    'pedir que borremos los datos cuando ya no sean necesarios, salvo que una ley nos obligue a conservarlos (por ejemplo, los contables).',
  rightObjectionTerm: 'Oposición',
  rightObjection: 'oponeros a un tratamiento basado en el interés legítimo del club, por motivos relacionados con vuestra situación particular.',
  rightRestrictionTerm: 'Limitación del tratamiento',
  rightRestriction: 'pedir que conservemos los datos pero que no los usemos mientras resolvemos una reclamación o una rectificación.',
  rightPortabilityTerm: 'Portabilidad',
  rightPortability:
    'recibir los datos que nos habéis dado en un formato estructurado y de uso habitual (por ejemplo, una hoja de cálculo), o que los enviemos a otra entidad.',
  rightWithdrawalTerm: 'Retirada del consentimiento',
  rightWithdrawal:
    'retirar cuando queráis un consentimiento que nos hayáis dado (por ejemplo, el de derechos de imagen), sin que ello afecte a lo que se haya hecho antes.',
  exerciseHeading: 'Cómo ejercerlos',
  exerciseFamilyPage:
    'Los datos que el club tiene con vuestro correo electrónico podéis verlos, corregirlos, descargarlos (acceso y portabilidad) y pedir que se borren vosotros mismos en la página {familyPage}: entráis con un enlace que os enviamos a ese correo. Para cualquier otra petición, o si lo preferís, escribidnos.',
  familyPageLink: 'Mis inscripciones',
  exerciseEmail:
    'Enviad un correo electrónico a {email} con el asunto «Protección de datos», y decidnos qué derecho queréis ejercer y sobre qué datos (por ejemplo, el nombre del jugador o jugadora y la temporada). Si nos escribís desde el correo que usasteis en la inscripción o en la compra, normalmente no os pediremos nada más; si tenemos dudas razonables sobre vuestra identidad, os pediremos que la acreditéis.',
  exercisePost: 'También podéis escribirnos por correo postal a {address}.',
  exerciseTerms:
    'Es gratuito. Os responderemos en el plazo de un mes; si la petición es compleja, el plazo puede ampliarse dos meses más, y os avisaríamos dentro del primer mes.',

  complaintsHeading: 'Dónde podéis reclamar',
  complaintsIntro:
    'Si creéis que no hemos tratado bien vuestros datos, os agradeceremos que nos lo digáis primero, en {email}, para intentar resolverlo juntos. En cualquier caso, tenéis derecho a presentar una reclamación ante una autoridad de control de protección de datos:',
  apdcatTerm: 'Autoridad Catalana de Protección de Datos (APDCAT)',
  apdcat:
    'La autoridad de control de Cataluña, competente en los tratamientos que se hacen en ejercicio de funciones públicas, como la tramitación de las licencias federativas. C. de Rosselló, 214, esc. A, 1.º 1.ª, 08008 Barcelona · {apdcatWeb}',
  aepdTerm: 'Agencia Española de Protección de Datos (AEPD)',
  aepd: 'La autoridad de control competente para los tratamientos de las entidades privadas, como el club. C. de Jorge Juan, 6, 28001 Madrid · {aepdWeb}',
  complaintsWhich: 'Si no sabéis a cuál de las dos dirigiros, cualquiera de ellas os podrá orientar.',

  automatedHeading: 'Decisiones automatizadas',
  automated:
    'No tomamos decisiones basadas únicamente en un tratamiento automatizado ni elaboramos perfiles. Por ejemplo, cuando la web indica si una inscripción en un campus tiene precio de socio, la comprobación final la hace siempre una persona del club.',

  cookiesHeading: 'Cookies y almacenamiento del navegador',
  cookiesIntro:
    'La web solo usa las cookies y el almacenamiento del navegador imprescindibles para funcionar. No usamos cookies de analítica, de publicidad ni de redes sociales. Por eso no os mostramos ningún aviso para aceptarlas: la ley (art. 22.2 de la Ley 34/2002, de servicios de la sociedad de la información y de comercio electrónico) no pide consentimiento para las cookies estrictamente necesarias.',
  siteCookiesHeading: 'Cookies de la web',
  cookieCheckout:
    'Se crea cuando empezáis un pago con tarjeta en la tienda o en un campus. Identifica vuestro navegador para que un pago abandonado no bloquee productos ni plazas. Se borra cuando cerráis el navegador.',
  cookieAdmin:
    'Solo para las personas del club que entran en la administración: mantiene la sesión abierta. Caduca tras 8 horas sin actividad y, como máximo, a los 7 días, o cuando se cierra la sesión.',
  cookieDevice:
    'Solo para la administración: recuerda el navegador desde el que una persona del club ya ha entrado, para proteger el acceso contra intentos repetidos. Dura 90 días.',
  cookieRemember:
    'Solo para la administración, si quien entra con la verificación en dos pasos marca «Recorda aquest navegador 30 dies» (recordar este navegador): durante 30 días, en este navegador basta con la contraseña. Solo se envía a las direcciones de la administración. Dura 30 días, o hasta que se desactiva la verificación en dos pasos o se cambia la contraseña.',
  cookieFamily:
    'Se crea cuando abrís el enlace de acceso a la página de la familia («Mis inscripciones») y mantiene la sesión abierta. El navegador solo la envía a las direcciones de esa página, y el código de la página no puede leerla. Caduca al cabo de una hora, o cuando cerráis la sesión.',
  cookiesHostPrefix:
    'En la web publicada, las cookies que empiezan por cbl_ llevan el prefijo de seguridad «__Host-» (por ejemplo, __Host-cbl_admin), que obliga al navegador a enviarlas solo a esta web y por una conexión segura. La cookie cbl_remember lleva el prefijo «__Secure-» (solo por una conexión segura), porque solo se envía a las direcciones de la administración. La cookie family_session también se envía solo por una conexión segura.',
  storageHeading: 'Almacenamiento del navegador',
  storageCart: 'Guarda la cesta de la tienda mientras navegáis. Es almacenamiento de sesión: se borra cuando cerráis la pestaña.',
  storageCampusSignUp:
    'Guarda la inscripción en un campus mientras un pago pasa por la página del banco, y se borra al volver a la web. También es almacenamiento de sesión.',
  storageWaitlistOffer:
    'Guarda la oferta de una plaza de la lista de espera mientras el pago pasa por la página del banco, y se borra al volver a la web. También es almacenamiento de sesión.',
  storageDraft:
    'Guarda el formulario de inscripción en el club o en la escuela mientras lo rellenáis, para que no se pierda si recargáis la página. No se envía a ningún sitio antes de que lo enviéis vosotros, y se borra cuando la inscripción se ha hecho o cuando cerráis la pestaña.',
  storageAdmin: 'Solo para la administración: recuerda que hay una sesión abierta para mostrar el panel. Se borra al cerrar la sesión.',
  stripeCookiesHeading: 'Cookies de Stripe',
  stripeCookies:
    'Solo cuando se abre el formulario de pago con tarjeta, Stripe puede instalar sus propias cookies para prevenir el fraude: __stripe_mid (un año) y __stripe_sid (30 minutos). Son necesarias para pagar con seguridad y se rigen por la {stripePrivacy}.',

  securityHeading: 'Cómo protegemos los datos',
  securityHttps: 'La web funciona con conexión cifrada (HTTPS).',
  securityAccess:
    'Solo las personas del club que gestionan las inscripciones, la tienda y los campus pueden ver los datos personales, desde un panel de administración protegido con usuario y contraseña.',
  securityLogs: 'Los documentos de identidad, los datos de salud y las cuentas bancarias nunca se escriben en los registros técnicos del servidor.',
  securityMailCopies: 'Cuando se borra una inscripción o un pedido, se borran también las copias de los correos que hablaban de ellos.',

  changesHeading: 'Cambios en esta política',
  changes:
    'Si cambiamos la forma en que tratamos los datos, actualizaremos esta página y la fecha de la última actualización. Si el cambio es importante, lo comunicaremos por correo electrónico a las familias inscritas.',
};
