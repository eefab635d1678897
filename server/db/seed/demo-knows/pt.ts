// Portuguese demo knows (Portugal, content language pt).
import type { DemoKnow } from './types';

const base = { country: 'PT', language: 'pt', knower: 'ines.carvalho' } as const;

export const PORTUGUESE_KNOWS: DemoKnow[] = [
  {
    ...base,
    key: 'pt-equacoes-2-grau',
    title: 'Equações do 2.º grau: fórmula resolvente e binómio discriminante',
    description: 'Como resolver ax² + bx + c = 0, equações incompletas, número de soluções e exemplos resolvidos.',
    subject: 'mathematics',
    grades: [9, 10],
    topic: 'matematica/algebra',
    knowledge: 'matematica/algebra/equacao-do-segundo-grau',
    pages: [
      `## Forma canónica
Uma **equação do 2.º grau** com uma incógnita pode escrever-se na forma
= ax² + bx + c = 0, com a ≠ 0

## Equações incompletas (sem fórmula)
- **b = 0:** ax² + c = 0 ⇒ x² = −c/a. Exemplo: x² − 9 = 0 ⇔ x = 3 ∨ x = −3.
- **c = 0:** ax² + bx = 0 ⇒ x(ax + b) = 0 ⇒ x = 0 ∨ x = −b/a (lei do anulamento do produto).

## Binómio discriminante
= Δ = b² − 4ac
- **Δ > 0:** duas soluções reais distintas
- **Δ = 0:** uma solução (raiz dupla)
- **Δ < 0:** a equação é impossível em ℝ

## Fórmula resolvente
= x = (−b ± √Δ) / (2a)

## Exemplo 1
Resolve x² − 5x + 6 = 0.
= a = 1, b = −5, c = 6
= Δ = (−5)² − 4 × 1 × 6 = 25 − 24 = 1
= x = (5 ± 1) / 2 ⇔ x = 3 ∨ x = 2
**C.S. = {2, 3}**`,
      `## Exemplo 2
Resolve 2x² + 3x − 2 = 0.
= Δ = 9 − 4 × 2 × (−2) = 25
= x = (−3 ± 5) / 4 ⇔ x = 1/2 ∨ x = −2

## Exemplo 3 (Δ < 0)
x² + 2x + 5 = 0: Δ = 4 − 20 = −16 < 0, logo a equação é **impossível** em ℝ (C.S. = ∅).

## Soma e produto das raízes
Se x₁ e x₂ são as soluções, então:
= x₁ + x₂ = −b / a e x₁ × x₂ = c / a
Para x² − 5x + 6 = 0 procuramos dois números com soma 5 e produto 6: **2 e 3**.

## Decomposição em fatores
= ax² + bx + c = a(x − x₁)(x − x₂)
Por exemplo: x² − 5x + 6 = (x − 2)(x − 3).

## Problema
A área de um retângulo é 24 cm² e o comprimento excede a largura em 2 cm. Quais são as dimensões?
= x(x + 2) = 24 ⇔ x² + 2x − 24 = 0
= Δ = 4 + 96 = 100 ⇔ x = (−2 ± 10) / 2 ⇔ x = 4 ∨ x = −6
Como uma medida não pode ser negativa, a largura é **4 cm** e o comprimento **6 cm**.

! **Erro frequente:** (−5)² = 25, não −25. Usa sempre parênteses quando b é negativo.

## Exercícios
1. x² − 7x + 10 = 0
2. 4x² − 4x + 1 = 0
3. 3x² − 12 = 0
**Soluções:** 1. {2, 5} 2. {1/2} 3. {−2, 2}`,
    ],
  },
  {
    ...base,
    key: 'pt-os-lusiadas',
    title: 'Os Lusíadas de Luís de Camões: estrutura e episódios',
    description: 'Estrutura externa e interna, os quatro planos da narrativa e os episódios mais estudados no 9.º ano.',
    subject: 'literature',
    grades: [9, 10],
    topic: 'lingua-portuguesa/literatura',
    knowledge: 'linguagens/lingua-portuguesa/os-lusiadas',
    pages: [
      `## A obra
- **Autor:** Luís Vaz de Camões (c. 1524–1580), o maior poeta do Renascimento português
- **Publicação:** 1572
- **Género:** epopeia, poema épico que celebra os feitos heroicos de um povo
- **Herói:** o povo português (herói coletivo), representado por Vasco da Gama
- **Assunto:** a viagem de Vasco da Gama à Índia (1497–1498) e, através dela, a história de Portugal

## Estrutura externa
- **10 cantos**
- **1102 estâncias**, todas **oitavas** (estrofes de oito versos)
- Versos **decassílabos** (dez sílabas métricas), sobretudo heroicos
- Esquema rimático **abababcc** (rima cruzada nos seis primeiros versos e emparelhada nos dois últimos)

## Estrutura interna
1. **Proposição** (Canto I, est. 1–3): o poeta anuncia o que vai cantar – «As armas e os barões assinalados».
2. **Invocação** (Canto I, est. 4–5): pede inspiração às Tágides, ninfas do Tejo.
3. **Dedicatória** (Canto I, est. 6–18): oferece o poema ao rei D. Sebastião.
4. **Narração** (a partir da est. 19): começa *in medias res*, com a armada já no oceano Índico.`,
      `## Os quatro planos
- **Plano da viagem:** a viagem de Vasco da Gama de Lisboa a Calecut e o regresso.
- **Plano da História de Portugal:** narrada sobretudo por Vasco da Gama ao rei de Melinde (Cantos III e IV) e por Paulo da Gama (Canto VIII).
- **Plano da mitologia:** os deuses do Olimpo dividem-se – **Baco** opõe-se aos portugueses, **Vénus** protege-os.
- **Plano do poeta:** as reflexões e críticas de Camões, normalmente no fim dos cantos.

## Episódios mais estudados
- **Inês de Castro** (Canto III): episódio lírico e trágico do amor de D. Pedro por Inês, mandada matar por D. Afonso IV.
- **Batalha de Aljubarrota** (Canto IV): episódio bélico, vitória portuguesa de 1385.
- **Despedidas em Belém** e **Velho do Restelo** (Canto IV): um velho critica a ambição e a «glória de mandar» que leva os portugueses ao mar.
- **O Adamastor** (Canto V): gigante que personifica o Cabo das Tormentas e os perigos do mar.
- **A Tempestade** (Canto VI) e a **Ilha dos Amores** (Canto IX), recompensa dos navegadores.

## Recursos expressivos frequentes
apóstrofe, hipérbole, metáfora, comparação, anástrofe e hipérbato (inversão da ordem das palavras).

! **No teste:** identifica o plano a que pertence o excerto, o narrador, e explica a função do episódio na glorificação do povo português.

## Pergunta de exame
Qual é o sentido do discurso do Velho do Restelo? – É uma crítica à ambição e à vaidade da expansão marítima, que deixa o reino despovoado e traz sofrimento, em nome da «fama» e da «glória».`,
    ],
  },
  {
    ...base,
    key: 'pt-present-perfect',
    title: 'Inglês: Present Perfect ou Past Simple?',
    description: 'Formação, utilização e palavras-chave dos dois tempos do passado em inglês, com exercícios corrigidos.',
    subject: 'english',
    grades: [8, 9, 10],
    topic: 'ingles/gramatica',
    knowledge: 'linguagens/ingles/present-perfect',
    pages: [
      `## Porque é que é difícil?
Em português dizemos «Ontem vi um filme» e «Já vi esse filme três vezes» com o mesmo tempo verbal. Em inglês usamos dois tempos diferentes:
- **Past Simple:** ação acabada num momento definido do passado. «I **saw** a film **yesterday**.»
- **Present Perfect:** ação passada ligada ao presente (experiência, resultado, duração que continua). «I **have seen** that film three times.»

## Formação do Present Perfect
= have / has + particípio passado
= I have finished – she has finished
= negativa: I haven’t finished / she hasn’t finished
= interrogativa: Have you finished? – Yes, I have. / No, I haven’t.
Os verbos regulares acrescentam **-ed** (work → worked); os irregulares têm de se decorar: go → gone, see → seen, write → written, be → been.

## Palavras-chave do Present Perfect
- **ever, never:** Have you ever been to London?
- **already, yet, just:** I’ve already done it. – Has she called yet? – They’ve just arrived.
- **for, since:** I have lived in Porto **for** ten years / **since** 2015.

! «Vivo aqui há dez anos» = «I **have lived** here for ten years», e não «I live here since ten years».`,
      `## Palavras-chave do Past Simple
**yesterday**, **last** week / year, two days **ago**, **in** 2019, **when** I was a child e as perguntas com **When…?**

## Formação do Past Simple
= afirmativa: I worked / I went
= negativa: I didn’t work / I didn’t go
= interrogativa: Did you work? / Did you go?
Depois de **did** / **didn’t** o verbo fica na forma base: «Did she **go**?», nunca «Did she went?».

## For ou since?
- **for** + duração: for two hours, for five years, for ages
- **since** + ponto de partida: since Monday, since 2020, since I was ten

## Exemplo comentado
«I **have played** football since I was seven. Last year my team **won** the school tournament, and we **have** already **started** training for the next one.»
O primeiro verbo indica uma duração até hoje, o segundo uma ação datada (last year), o terceiro um resultado presente.

## Exercício
Escreve o verbo no tempo correto.
1. We (visit) the Algarve last summer.
2. I (never / eat) sushi.
3. He (work) here since 2021.
4. (you / finish) your homework yet?
5. When (they / arrive)?

**Correção:** 1. visited 2. have never eaten 3. has worked 4. Have you finished 5. did they arrive

## Regra de ouro
Se sabemos **quando** a ação aconteceu, usamos o Past Simple; se o momento não interessa ou o período chega até agora, usamos o Present Perfect.`,
    ],
  },
  {
    ...base,
    key: 'pt-celula',
    title: 'A célula: estrutura e organelos',
    description: 'Teoria celular, células procarióticas e eucarióticas, organelos e diferenças entre célula animal e vegetal.',
    subject: 'biology',
    grades: [7, 10],
    topic: 'biologia/celula',
    knowledge: 'ciencias-da-natureza/biologia/celula',
    pages: [
      `## Teoria celular
1. Todos os seres vivos são constituídos por uma ou mais células.
2. A célula é a unidade básica de estrutura e de função dos seres vivos.
3. Todas as células provêm de células preexistentes.
As primeiras células foram observadas por **Robert Hooke**, em 1665, numa fina lâmina de cortiça – um material que Portugal produz como nenhum outro país.

## Células procarióticas e eucarióticas
- **Procarióticas** (bactérias): não têm núcleo; o DNA, circular, está disperso no citoplasma, numa região chamada **nucleoide**. Não têm organelos membranares, mas têm ribossomas e, geralmente, parede celular.
- **Eucarióticas** (animais, plantas, fungos, protistas): têm **núcleo** delimitado pelo invólucro nuclear e vários organelos; são maiores (10–100 µm).

## Constituintes comuns
- **Membrana plasmática:** bicamada fosfolipídica com proteínas; controla as trocas com o meio (permeabilidade seletiva).
- **Citoplasma:** meio onde se encontram os organelos.
- **Ribossomas:** síntese de proteínas.
- **Material genético (DNA).**`,
      `## Organelos da célula eucariótica
- **Núcleo:** contém o DNA e coordena a atividade celular; no seu interior, o **nucléolo** forma ribossomas.
- **Mitocôndrias:** local da **respiração aeróbia**, que produz energia (ATP) a partir da glicose; têm DNA próprio.
- **Retículo endoplasmático:** o rugoso (com ribossomas) produz proteínas; o liso produz lípidos.
- **Complexo de Golgi:** modifica, armazena e exporta substâncias em vesículas.
- **Lisossomas:** vesículas com enzimas digestivas.
- **Cloroplastos** (só nas plantas): contêm clorofila e convertem energia luminosa em energia química.
- **Vacúolos:** armazenam água e substâncias; na célula vegetal existe um grande vacúolo central.

## Célula animal e célula vegetal
= Só na vegetal: parede celular de celulose, cloroplastos, grande vacúolo
= Só na animal: centríolos, muitos lisossomas

## Transporte através da membrana
- **Difusão simples:** passagem de substâncias do meio mais concentrado para o menos concentrado, sem gasto de energia.
- **Osmose:** movimento da água através de uma membrana semipermeável.
- **Transporte ativo:** contra o gradiente de concentração, com gasto de ATP.

! **Turgescência e plasmólise:** em água destilada, a célula vegetal fica túrgida; numa solução muito salgada, perde água e o citoplasma afasta-se da parede (plasmólise).

## Pergunta de teste
Porque é que uma célula vegetal não rebenta em água destilada? – Porque a parede celular, rígida, resiste à pressão da água que entra por osmose.`,
    ],
  },
  {
    ...base,
    key: 'pt-descobrimentos',
    title: 'Os Descobrimentos portugueses (séculos XV e XVI)',
    description: 'Causas da expansão, Infante D. Henrique, as grandes viagens de Bartolomeu Dias, Vasco da Gama e Pedro Álvares Cabral e as consequências.',
    subject: 'history',
    grades: [8, 10],
    topic: 'historia/descobrimentos',
    knowledge: 'sociedade/historia/descobrimentos',
    pages: [
      `## Porque foi Portugal pioneiro?
- **Posição geográfica:** voltado para o Atlântico, com uma longa costa e bons portos.
- **Paz interna** depois da crise de 1383–1385 e do reconhecimento da independência (Tratado de Ayllón, 1411).
- **Conhecimentos náuticos:** a **caravela**, a vela latina (triangular), a bússola, o astrolábio e o quadrante.
- **Motivações económicas:** procura de ouro, cereais, escravos e, mais tarde, das especiarias do Oriente.
- **Motivações religiosas e políticas:** expandir a fé cristã e combater o islão; prestígio da nobreza e da Coroa.

## As primeiras etapas
- **1415:** conquista de **Ceuta**, no Norte de África – considerado o início da expansão.
- O **Infante D. Henrique** organiza as viagens de exploração da costa africana.
- **1419–1427:** reconhecimento da **Madeira** e dos **Açores**, que são povoados e produzem cereais e açúcar.
- **1434:** **Gil Eanes** passa o **Cabo Bojador**, que se julgava intransponível.`,
      `## O caminho marítimo para a Índia
Com **D. João II** surge um plano: chegar à Índia contornando África.
- **1488:** **Bartolomeu Dias** dobra o **Cabo da Boa Esperança** e prova a ligação entre o Atlântico e o Índico.
- **1494:** **Tratado de Tordesilhas** com Castela: o mundo é dividido por um meridiano a 370 léguas a oeste de Cabo Verde.
- **1497–1498:** **Vasco da Gama** chega a **Calecute**, na Índia, abrindo a Rota do Cabo.
- **1500:** **Pedro Álvares Cabral**, a caminho da Índia, chega ao **Brasil**.

## O império português
No século XVI, Portugal controla feitorias e fortalezas de África ao Japão: Goa, Ormuz, Malaca, Macau. Lisboa torna-se um dos maiores centros comerciais da Europa, com o comércio da pimenta, da canela e do cravinho.

## Consequências
- **Económicas:** o comércio desloca-se do Mediterrâneo para o Atlântico; chegam à Europa novos produtos.
- **Científicas:** avanços na cartografia, na astronomia náutica e no conhecimento da fauna e da flora («a experiência é a madre de todas as coisas»).
- **Culturais:** contacto entre povos e culturas, mas também a **escravatura** e a violência sobre as populações locais.

! **Datas-chave:** 1415 Ceuta · 1434 Bojador · 1488 Boa Esperança · 1498 Índia · 1500 Brasil.

## Pergunta de revisão
Qual foi a importância da viagem de Bartolomeu Dias? – Provou que era possível passar do Atlântico para o Índico pelo sul de África, preparando a viagem de Vasco da Gama à Índia.`,
    ],
  },
  {
    ...base,
    key: 'pt-leis-de-newton',
    title: 'Forças e movimento: as três leis de Newton',
    description: 'Lei da inércia, lei fundamental da dinâmica e lei da ação-reação, com exemplos do dia a dia e problemas resolvidos.',
    subject: 'physics',
    grades: [9, 11],
    topic: 'fisica/forcas-e-movimento',
    knowledge: 'ciencias-da-natureza/fisica/leis-de-newton',
    pages: [
      `## O que é uma força
Uma **força** é uma interação entre corpos que pode alterar o estado de movimento ou deformar um corpo. É uma **grandeza vetorial** (tem intensidade, direção, sentido e ponto de aplicação) e mede-se em **newtons (N)**: 1 N = 1 kg · m/s². Quando atuam várias forças, podem substituir-se pela **resultante das forças**.

## 1.ª lei – Lei da Inércia
! Um corpo mantém-se em repouso ou em movimento retilíneo uniforme se a resultante das forças que atuam sobre ele for nula.
A tendência dos corpos para manter o seu estado de movimento chama-se **inércia**; a massa é a sua medida.
- Quando o autocarro trava bruscamente, os passageiros são projetados para a frente.
- O cinto de segurança impede-nos de continuar o movimento por inércia.

## 2.ª lei – Lei Fundamental da Dinâmica
! A resultante das forças que atuam num corpo é igual ao produto da sua massa pela aceleração que adquire.
= F = m × a
A aceleração tem sempre a direção e o sentido da resultante das forças.

### O peso
O peso é a força com que a Terra atrai um corpo: **P = m × g**, com g ≈ 9,8 m/s² (muitas vezes 10 m/s²).`,
      `## 3.ª lei – Lei da Ação-Reação
! Quando um corpo exerce uma força sobre outro, este exerce sobre o primeiro uma força com a mesma intensidade e direção, mas sentido oposto.
As forças de um par ação-reação atuam em **corpos diferentes**, por isso **não se anulam**.
- O nadador empurra a água para trás e a água empurra-o para a frente.
- Um foguetão expele gases para baixo e os gases empurram-no para cima.

## Problema resolvido 1
Sobre uma caixa de 4 kg atua uma força horizontal de 20 N e uma força de atrito de 8 N. Qual é a aceleração?
= F(resultante) = 20 − 8 = 12 N
= a = F / m = 12 / 4 = 3 m/s²

## Problema resolvido 2
Um carro de 1000 kg parte do repouso e atinge 20 m/s em 5 s. Qual é a intensidade da resultante das forças?
= a = Δv / Δt = 20 / 5 = 4 m/s²
= F = m × a = 1000 × 4 = 4000 N

## Como resolver problemas de dinâmica
1. Desenha todas as forças que atuam no corpo (peso, reação normal, atrito, tração).
2. Escolhe um referencial com um eixo na direção do movimento.
3. Aplica a 2.ª lei de Newton em cada eixo.
4. Resolve e confirma as unidades.

! **Atenção:** um corpo com velocidade constante não está «sem forças» – a **resultante** é que é nula.`,
    ],
  },
  {
    ...base,
    key: 'pt-tabela-periodica',
    title: 'Tabela Periódica e configuração eletrónica',
    description: 'Número atómico e de massa, isótopos, distribuição eletrónica e como localizar um elemento na Tabela Periódica.',
    subject: 'chemistry',
    grades: [9, 10],
    topic: 'quimica/tabela-periodica',
    knowledge: 'ciencias-da-natureza/quimica/tabela-periodica',
    pages: [
      `## Constituição do átomo
O átomo tem um **núcleo**, com protões e neutrões, e uma **nuvem eletrónica**, com eletrões.
- **Protões (p⁺):** carga positiva, massa ≈ 1 u.
- **Neutrões (n⁰):** sem carga, massa ≈ 1 u.
- **Eletrões (e⁻):** carga negativa, massa muito pequena.
O átomo é eletricamente neutro: tem tantos eletrões como protões.

## Número atómico e número de massa
= Z (número atómico) = número de protões
= A (número de massa) = número de protões + número de neutrões
= número de neutrões = A − Z
Exemplo: ²³₁₁Na tem 11 protões, 11 eletrões e 23 − 11 = 12 neutrões.

## Isótopos
Átomos do mesmo elemento (mesmo Z) com diferente número de neutrões (diferente A). Exemplos: ¹²C e ¹⁴C; ³⁵Cl e ³⁷Cl. O carbono-14 é usado para datar restos arqueológicos.

## Distribuição eletrónica (9.º ano)
Os eletrões distribuem-se por **níveis de energia**: no 1.º nível cabem até 2 eletrões, no 2.º até 8 e, nos primeiros 20 elementos, o último nível tem no máximo 8.
= ₁₁Na: 2 – 8 – 1
= ₁₇Cl: 2 – 8 – 7
= ₂₀Ca: 2 – 8 – 8 – 2
Os eletrões do último nível são os **eletrões de valência**.`,
      `## A Tabela Periódica
Os elementos estão organizados por **ordem crescente do número atómico**. Mendeleiev apresentou a primeira tabela em 1869.
- **Períodos** (7 linhas horizontais): o número do período é igual ao número de níveis de energia ocupados.
- **Grupos** (18 colunas verticais): nos grupos 1, 2 e 13 a 18, os elementos do mesmo grupo têm o mesmo número de eletrões de valência e propriedades químicas semelhantes.

### Localizar um elemento
O cloro (2 – 8 – 7) tem 3 níveis ocupados e 7 eletrões de valência: **3.º período, grupo 17**.

## Famílias importantes
- **Grupo 1 – metais alcalinos:** Li, Na, K; muito reativos, formam iões monopositivos (+1). Reagem violentamente com a água.
- **Grupo 2 – metais alcalinoterrosos:** Mg, Ca; formam iões dipositivos (+2).
- **Grupo 17 – halogéneos:** F, Cl, Br, I; formam iões mononegativos (−1).
- **Grupo 18 – gases nobres:** He, Ne, Ar; muito estáveis, quase não reagem.

## Propriedades periódicas
- O **raio atómico** aumenta ao longo do grupo (de cima para baixo) e diminui ao longo do período (da esquerda para a direita).
- A **energia de ionização** varia de forma inversa: diminui ao longo do grupo e aumenta ao longo do período.
- O **caráter metálico** aumenta para a esquerda e para baixo.

! **Resumo:** período = n.º de níveis ocupados; grupo (1, 2) ou grupo − 10 (13 a 18) = n.º de eletrões de valência.

## Exercício
Localiza o elemento de Z = 12. **Resolução:** 2 – 8 – 2 → 3.º período, grupo 2 (magnésio, metal alcalinoterroso).`,
    ],
  },
  {
    ...base,
    key: 'pt-clima-de-portugal',
    title: 'O clima de Portugal: fatores e contrastes regionais',
    description: 'Latitude, proximidade do Atlântico e relevo, os contrastes norte–sul e litoral–interior e as regiões climáticas.',
    subject: 'geography',
    grades: [7, 10],
    topic: 'geografia/geografia-fisica',
    knowledge: 'sociedade/geografia/clima-de-portugal',
    pages: [
      `## Um clima mediterrâneo com influência atlântica
Portugal continental tem um **clima temperado mediterrâneo**: verões quentes e secos e invernos amenos e chuvosos. No entanto, há grandes diferenças entre o **Norte e o Sul** e entre o **litoral e o interior**.

## Fatores do clima
- **Latitude:** Portugal situa-se entre cerca de 37° e 42° N, na zona temperada do Norte. No verão é influenciado pelo **anticiclone dos Açores**, que traz tempo seco; no inverno chegam as **depressões** e as superfícies frontais vindas do Atlântico, com chuva.
- **Proximidade do oceano Atlântico:** o mar aquece e arrefece devagar; por isso, o litoral tem **amplitudes térmicas** menores, invernos mais suaves e verões mais frescos do que o interior.
- **Relevo:** as montanhas do Norte e do Centro (Gerês, Marão, Estrela) obrigam as massas de ar húmido a subir e a arrefecer, provocando **chuvas orográficas**. Atrás delas, o interior fica mais seco (efeito de abrigo). A temperatura diminui cerca de 0,65 °C por cada 100 m de altitude.
- **Correntes marítimas:** a corrente fria das Canárias refresca a costa ocidental no verão.`,
      `## Contrastes regionais
### Norte litoral
Precipitação elevada (mais de 1500 mm por ano em alguns locais do Minho; nas serras pode ultrapassar 3000 mm), verões suaves. Paisagem verde, com muitos rios.

### Norte interior (Trás-os-Montes)
Invernos frios, com geadas e por vezes neve, e verões quentes: costuma dizer-se «nove meses de inverno e três de inferno». Menos chuva por estar abrigado pelas serras.

### Sul (Alentejo e Algarve)
Precipitação fraca (por vezes menos de 500 mm), verões muito quentes e secos, com temperaturas que podem ultrapassar 40 °C no interior alentejano. O Algarve, protegido a norte pelas serras de Monchique e do Caldeirão, tem invernos muito amenos.

## As regiões autónomas
- **Açores:** clima temperado marítimo, húmido e chuvoso durante todo o ano, com pequena amplitude térmica.
- **Madeira:** clima mais ameno e seco na costa sul; a costa norte, exposta aos ventos húmidos, é mais chuvosa.

## Ler um gráfico termopluviométrico
1. Lê a temperatura média do mês mais quente e do mês mais frio e calcula a **amplitude térmica anual**.
2. Soma a precipitação para obter o **total anual**.
3. Identifica os **meses secos** (quando P ≤ 2T: a precipitação em mm é menor ou igual ao dobro da temperatura em °C).

! **Regra simples:** em Portugal, a chuva diminui de norte para sul e do litoral para o interior, e a amplitude térmica aumenta do litoral para o interior.

## Pergunta de teste
Porque é que Bragança tem invernos mais frios do que Viana do Castelo, à mesma latitude? – Porque fica no interior, longe da influência moderadora do oceano, e a uma altitude maior.`,
    ],
  },
];
