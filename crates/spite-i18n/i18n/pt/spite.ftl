# Spite & Malice: português.
#
# Os termos do jogo vêm do texto de regras G4A em português: pilha de
# pay-off, pilha lateral, pilha de centro (centro), estoque, mão, turno,
# embaralhar, empate. Ver docs/translating.md.
# "Você" leva o verbo na 3.ª pessoa: "Você joga", "O computador joga".
# Plural: o CLDR põe 0 na forma "one" em português; aqui 0 leva o plural
# ("0 cartas"), por isso cada plural começa com [0].

## Lugares

seat-name = { $kind ->
    [you] Você
    [player] Jogador { $number }
    [computer] { $number ->
        [0] Computador
       *[other] Computador { $number }
    }
    [seat] Lugar { $number }
   *[named] { $name }
}
seat-subject = { $kind ->
    [you] Você
    [player] O jogador { $number }
    [computer] { $number ->
        [0] O computador
       *[other] O computador { $number }
    }
    [seat] O lugar { $number }
   *[named] { $name }
}
# "do computador", "de Ann": a vez do computador.
seat-possessor = { $kind ->
    [you] sua
    [player] do jogador { $number }
    [computer] { $number ->
        [0] do computador
       *[other] do computador { $number }
    }
    [seat] do lugar { $number }
   *[named] de { $name }
}
seat-label = { $seat } ({ $level })
level-name = { $level ->
    [random] aleatório
    [naive] ingênuo
    [easy] fácil
    [medium] médio
    [hard] difícil
   *[expert] especialista
}
join-partners = { $first } e { $second }
join-and = { $first } e { $second }
list-separator = {", "}

## Valores (nas frases; as cartas mostram A, 2 … 10, J, Q, K)

rank-name = { $rank ->
    [1] ás
    [11] valete
    [12] rainha
    [13] rei
   *[other] { $rank }
}
rank-the = { $rank ->
    [12] a rainha
   *[other] o { rank-name }
}
rank-a = { $rank ->
    [12] uma rainha
   *[other] um { rank-name }
}

## De onde vêm as cartas

move-from = { $source ->
    [hand] da mão
    [payoff] da pilha de pay-off
    [partner] da pilha de pay-off do parceiro
   *[side] da pilha lateral { $pile }
}

## O jogo contado

played = { $who } joga { $card } { $from } no centro { $centre }.
played-wild = { $who } joga { $card } { $from } no centro { $centre } como { $counts-as }.
discarded = { $who } descarta { $card } na pilha lateral { $pile }, terminando o turno.
payoff-turned = { $kind ->
    [you] Sua próxima carta de pay-off é { $card }.
   *[other] A próxima carta de pay-off { $whose } é { $card }.
}
pile-completed-shuffled = O centro { $centre } está completo; suas cartas voltam para o estoque.
pile-completed-set-aside = O centro { $centre } está completo e fica de lado até o estoque acabar.
stock-shuffled = O estoque é embaralhado; agora tem { $count ->
    [0] 0 cartas
    [one] 1 carta
   *[other] { $count } cartas
}.
drew = { $who } recebe { $count ->
    [0] 0 cartas
    [one] 1 carta
   *[other] { $count } cartas
}.
drew-cards = { $who } recebe { $count ->
    [0] 0 cartas
    [one] 1 carta
   *[other] { $count } cartas
}: { $cards }.
turn-starts = { $kind ->
    [you] Sua vez.
   *[other] Vez { $whose }.
}
game-won = { $side } { $side-kind ->
    [you] vence
    [one] vence
   *[other] vencem
} o jogo e marca { $points ->
    [0] 0 pontos
    [one] 1 ponto
   *[other] { $points } pontos
}.
game-drawn = O estoque acabou quando era preciso receber uma carta: o jogo termina em empate, sem pontos.
game-starts = Jogo { $number }: { $first } começa.
game-resumed = Jogo { $number }: { $first } joga agora.
score = Partida até { $target ->
    [0] 0 pontos
    [one] 1 ponto
   *[other] { $target } pontos
}: { $sides }.
score-side = { $side } { $points }
match-won = { $side } { $side-kind ->
    [you] vence
    [one] vence
   *[other] vencem
} a partida!
welcome = Spite & Malice: { $rules }, partida até { $target ->
    [0] 0 pontos
    [one] 1 ponto
   *[other] { $target } pontos
}, semente { $seed }.
welcome-against = Spite & Malice: { $rules }, partida até { $target ->
    [0] 0 pontos
    [one] 1 ponto
   *[other] { $target } pontos
}, semente { $seed }. { $first } contra { $others }.
move-option = { $card } { $from } para o centro { $centre }
move-option-wild = { $card } { $from } para o centro { $centre } como { $counts-as }
move-option-discard = descartar { $card } na pilha lateral { $pile } (termina o turno)
hint = Dica: { $move } ({ $card }) - { $reason }.
hint-no-card = Dica: { $move } - { $reason }.
hint-no-reason = Dica: { $move } ({ $card }).
hint-move-only = Dica: { $move }.
no-hint = Nenhuma dica agora.
took-back = { $who } desfaz { $move } ({ $card }).
took-back-no-card = { $who } desfaz { $move }.
bot-failed-tried = { $who } tentou uma jogada ilegal ({ $tried }), por isso joga { $played }.
bot-failed = { $who } não conseguiu escolher uma jogada, por isso joga { $played }.

## O plano de uma dica

hint-reason = { $plan }: { $why }
hint-play = jogue { $steps }
hint-play-and-discard = jogue { $steps }, e descarte { $card } na pilha lateral { $pile }
hint-discard = descarte { $card } na pilha lateral { $pile }
hint-step = { $card } { $from } no centro { $centre }
hint-then = {", depois "}
hint-more = mais
hint-the-card = a carta
hint-from = { $source ->
    [hand] da mão
    [payoff] da sua pilha de pay-off
    [partner] da pilha de pay-off do seu parceiro
   *[side] da pilha lateral { $pile }
}
hint-why-wins = isso vence o jogo
hint-why-payoff-now = o seu { $card } do pay-off sai agora
hint-why-payoff-next = o seu { $card } do pay-off sai a seguir
hint-why-empties-hand = isso esvazia sua mão para receber cinco cartas novas
hint-why-helps-opponent = jogar no centro agora ajudaria a carta de pay-off do adversário
hint-why-nothing-closer = nada no centro aproxima sua carta de pay-off
hint-why-keeps-order = isso avança as cartas e mantém suas pilhas laterais em ordem

## Recusas: nada mudou

refused-you-are-to-move = Esse lugar não joga agora: a vez é sua.
refused-not-your-turn = Não é a sua vez: é a vez { $whose }.
refused-not-a-person = { $who } { $kind ->
    [you] é
   *[other] é
} um jogador do computador e joga sozinho.
refused-game-over = Este jogo terminou.
refused-match-over = A partida terminou.
refused-game-not-over = Este jogo ainda não terminou; o próximo é distribuído quando ele acabar.
refused-illegal = Não é possível jogar { $move } ({ $card }): { $reason }.
refused-illegal-no-card = Não é possível jogar { $move }: { $reason }.
refused-not-a-move-shape = '{ $text }' não é uma jogada: uma jogada é uma origem e um destino, como 'h3 c1' ou 'p c2'.
refused-no-such-card = Você não tem { $card } para jogar: não é o topo da sua pilha de pay-off, nem está na sua mão ou no topo de uma pilha lateral.
refused-not-a-move = Isso não é uma jogada: { $reason }.
refused-undo-nothing = Nada para desfazer: você ainda não jogou neste turno, e os turnos anteriores são definitivos.
refused-undo-revealed = Não é possível desfazer { $move }: essa jogada { $reason }, por isso fica.
revealed-payoff-card = revelou uma nova carta de pay-off
revealed-drew = fez receber cartas novas
revealed-turn-ended = terminou o turno
revealed-game-ended = terminou o jogo
refused-stale = Essa resposta chegou tarde demais: a mesa já mudou.
refused-rules = Estas regras não podem ser jogadas: { $reason }.

## Por que as regras recusam uma jogada

rule-error-game-over = o jogo terminou
rule-error-not-your-turn = não é a sua vez
rule-error-no-hand-card = sua mão não tem a carta h{ $slot }; ela tem { $count ->
    [0] 0 cartas
    [one] 1 carta
   *[other] { $count } cartas
}
rule-error-no-centre-pile = não existe a pilha de centro c{ $pile }; a mesa tem { $count }
rule-error-no-side-pile = não existe a pilha lateral s{ $pile }; cada jogador tem { $count }
rule-error-empty-side = a pilha lateral s{ $pile } está vazia
rule-error-empty-payoff = sua pilha de pay-off está vazia
rule-error-empty-partner-payoff = a pilha de pay-off do seu parceiro está vazia
rule-error-no-partner = só o jogo em parceria tem a pilha de pay-off do parceiro
rule-error-payoff-to-side = as cartas de pay-off só podem ir para uma pilha de centro
rule-error-side-to-side = as cartas das pilhas laterais só podem ir para uma pilha de centro, nunca para outra pilha lateral
rule-error-does-not-fit = { $card-rank-the } não pode ir para a pilha de centro { $centre }, que precisa de { $needs-a }
rule-error-unknown = essa carta ainda não é conhecida

## Por que um conjunto de regras não pode ser jogado

rules-error-players = o jogo precisa de 2 a { $max } jogadores, não { $count }
rules-error-no-such-seat = o lugar { $seat } não existe
rules-error-partnership = o jogo em parceria é para exatamente { $max } jogadores, não { $count }
rules-error-empty-payoff = uma pilha de pay-off precisa de pelo menos uma carta
rules-error-hand-size = a mão deve ter de 1 a { $max } cartas, não { $count }
rules-error-centre-piles = deve haver de 1 a { $max } pilhas de centro, não { $count }
rules-error-complete-at = as pilhas de centro devem completar na rainha ou no rei, não { $rank ->
    [1] no ás
    [12] na rainha
   *[other] no { $rank-name }
}: abaixo da rainha, as cartas mais altas nunca poderiam ser jogadas
rules-error-kings-stuck = sem reis curingas, as pilhas de centro devem ir até o rei, ou os reis nunca poderiam ser jogados
rules-error-match-target = a meta da partida deve ser de pelo menos 1 ponto
rules-error-too-few-cards = { $decks } baralhos têm { $cards } cartas, poucas demais para distribuir { $players } pilhas de pay-off de { $payoff } e mãos de { $hand } e ainda deixar um estoque

## Por que o texto digitado não é uma jogada (a notação não se traduz)

parse-error-shape = uma jogada é uma origem e um destino, como 'h3 c1' ou 'p c2'
parse-error-source = '{ $text }' não é uma origem: use h1..h{ $hand } (mão), p (pay-off), pp (pay-off do parceiro) ou s1..s{ $sides } (pilha lateral)
parse-error-target = '{ $text }' não é um destino: use c1..c{ $centres } (pilha de centro) ou s1..s{ $sides } (pilha lateral)

## Como se chama um conjunto de regras

rules-preset = regras { $preset }
rules-changed = { $preset }, { $changes }
change-players = { $count ->
    [0] 0 jogadores
    [one] 1 jogador
   *[other] { $count } jogadores
}
change-partnership = em parcerias
change-no-partnership = sem parcerias
change-payoff = pay-off de { $count }
change-hand = mão de { $count }
change-centre-piles = { $count ->
    [0] 0 pilhas de centro
    [one] 1 pilha de centro
   *[other] { $count } pilhas de centro
}
change-kings-wild = reis curingas
change-kings-not-wild = reis sem curinga
change-complete-at = pilhas até { $rank-the }
change-completed-shuffled = pilhas completas embaralhadas no estoque
change-completed-set-aside = pilhas completas postas de lado
change-refill = mão vazia é reabastecida
change-no-refill = mão vazia termina o turno
change-match-target = partida até { $count }

## As regras explicadas

rule-heading = As regras: { $rules }.
rule-aim = Seja o primeiro a jogar todas as cartas da sua pilha de pay-off nas pilhas de centro.
rule-aim-partnership = Seja a primeira parceria a jogar todas as cartas das pilhas de pay-off dos dois parceiros nas pilhas de centro.
rule-deal = { $players ->
    [0] 0 jogadores
    [one] 1 jogador
   *[other] { $players } jogadores
}, { $decks ->
    [0] 0 baralhos embaralhados
    [one] 1 baralho embaralhado
   *[other] { $decks } baralhos embaralhados
} juntos. Cada jogador tem uma pilha de pay-off de { $payoff ->
    [0] 0 cartas
    [one] 1 carta
   *[other] { $payoff } cartas
}, só com a carta do topo virada para cima, uma mão de { $hand } e quatro pilhas laterais, vazias no início. { $centre ->
    [0] Nenhuma pilha de centro é compartilhada
    [one] Uma pilha de centro é compartilhada, vazia
   *[other] { $centre } pilhas de centro são compartilhadas, vazias
} no início; as outras cartas formam o estoque.
rule-partners = Os parceiros sentam-se frente a frente (lugares 1 e 3 contra lugares 2 e 4) e podem jogar a carta do topo da pilha de pay-off de qualquer um dos dois.
rule-turn-start = Seu turno começa recebendo cartas do estoque até sua mão ter { $hand ->
    [0] 0 cartas
    [one] 1 carta
   *[other] { $hand } cartas
}.
rule-sources = Depois jogue quantas cartas quiser nas pilhas de centro: o topo da sua pilha de pay-off, o topo de qualquer uma das suas pilhas laterais ou uma carta da mão.
rule-build = Uma pilha de centro é construída a partir do ás, um valor de cada vez, independente do naipe: A, 2, 3 … até { $rank-the }.
rule-kings-wild = Os reis são curingas: um rei pode ser jogado em qualquer pilha de centro, mesmo vazia, e vale o valor de que essa pilha precisa.
rule-kings-not-wild = Os reis não são curingas: um rei é só um rei, jogado sobre uma rainha.
rule-completed-shuffled = Uma pilha de centro que chega { $rank ->
    [12] à rainha
   *[other] ao { $rank-name }
} está completa: suas { $rank } cartas são embaralhadas no estoque e a pilha recomeça do ás.
rule-completed-set-aside = Uma pilha de centro que chega { $rank ->
    [12] à rainha
   *[other] ao { $rank-name }
} está completa e é posta de lado; só quando for preciso receber uma carta do estoque vazio as pilhas postas de lado são embaralhadas num novo estoque.
rule-discard = Seu turno termina quando você descarta uma carta da mão numa das suas quatro pilhas laterais. Cartas de pay-off e das pilhas laterais nunca vão para pilhas laterais.
rule-empty-hand-refill = Se você esvaziar a mão durante o turno, recebe mais { $hand } e continua.
rule-empty-hand-ends = Se você esvaziar a mão durante o turno, seu turno termina.
rule-win = Quem joga a última carta de pay-off vence o jogo na hora e marca as cartas que restam nas outras pilhas de pay-off.
rule-win-partnership = Uma parceria vence quando suas duas pilhas de pay-off estão vazias, e marca as cartas que restam nas pilhas de pay-off da outra parceria.
rule-drawn = Se for preciso receber uma carta e o estoque estiver vazio, o jogo termina em empate e ninguém marca pontos.
rule-drawn-set-aside = Se for preciso receber uma carta, o estoque estiver vazio e não houver pilhas postas de lado, o jogo termina em empate e ninguém marca pontos.
rule-match = A partida é ganha com { $target ->
    [0] 0 pontos
    [one] 1 ponto
   *[other] { $target } pontos
}. O jogador depois do vencedor (com dois jogadores, o perdedor) começa o jogo seguinte; depois de um empate, o jogador depois de quem começou.

## The frontends' own words (ui-*)

ui-menu-new-game = Novo jogo
