import Cassowary
import Foundation

/// The workloads of ../shared/bench/WORKLOADS.md on our solver, beside kiwi's figures from
/// ../shared/bench/run-kiwi-ref.sh in the same run: each line gives both, the ratio, and
/// whether our optimum's objective equals kiwi's. `--quick` skips the largest sizes (as the
/// reference does); `--ours` skips the reference.
let arguments = CommandLine.arguments.dropFirst()
let quick = arguments.contains("--quick")
let benchDirectory = arguments.first { !$0.hasPrefix("--") && !$0.contains("=") } ?? "../shared/bench"
/// `--only=NAME` runs the workloads whose names start with NAME (for profiling one).
let only = arguments.first { $0.hasPrefix("--only=") }.map { String($0.dropFirst("--only=".count)) }
func selected(_ name: String) -> Bool { only.map { name.hasPrefix($0) } ?? true }

let spacing = 8.0
/// Cassowary's strengths as Auto Layout priorities: each above all below it.
let weak = 1.0, medium = 500.0, strong = 750.0

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

struct Chain {
    let containerLeft = Variable("cl"), containerWidth = Variable("cw")
    var lefts: [Variable] = [], widths: [Variable] = []
    var constraints: [Constraint] = []
    let width: Double

    init(_ count: Int, closed: Bool) {
        width = closed ? 60 * Double(count) + spacing * Double(count + 1) : 200 * Double(count)
        constraints.append(Constraint(LinearExpression(containerLeft), .equal, LinearExpression(constant: 0)))
        constraints.append(Constraint(LinearExpression(containerWidth), .equal, LinearExpression(constant: width)))
        for index in 0..<count {
            let left = Variable("l\(index)"), size = Variable("w\(index)")
            let previous = index == 0 ? containerLeft + spacing : lefts[index - 1] + widths[index - 1] + spacing
            constraints.append(Constraint(LinearExpression(left), .equal, previous))
            constraints.append(Constraint(LinearExpression(size), .greaterThanOrEqual, LinearExpression(constant: 20)))
            constraints.append(
                Constraint(LinearExpression(size), .equal, LinearExpression(constant: 100), priority: weak))
            lefts.append(left)
            widths.append(size)
        }
        let trailing = lefts[count - 1] + widths[count - 1] + spacing
        constraints.append(Constraint(containerLeft + containerWidth, closed ? .equal : .greaterThanOrEqual, trailing))
    }
}

struct Grid {
    var constraints: [Constraint] = []
    var preferences: [(Variable, Double)] = []

    init(_ count: Int) {
        let k = max(1, Int(Double(count).squareRoot()))
        let cl = Variable("cl"), ct = Variable("ct"), cw = Variable("cw"), ch = Variable("ch")
        func matrix(_ name: String) -> [[Variable]] {
            (0..<k).map { r in (0..<k).map { c in Variable("\(name)\(r),\(c)") } }
        }
        let left = matrix("L"), top = matrix("T"), width = matrix("W"), height = matrix("H")
        let gridWidth = max(1280, 68 * Double(k) + 8), gridHeight = max(800, 38 * Double(k) + 8)
        func equal(_ a: LinearExpression, _ b: LinearExpression, _ priority: Double = Constraint.required) {
            constraints.append(Constraint(a, .equal, b, priority: priority))
        }
        equal(LinearExpression(cl), LinearExpression(constant: 0))
        equal(LinearExpression(ct), LinearExpression(constant: 0))
        equal(LinearExpression(cw), LinearExpression(constant: gridWidth))
        equal(LinearExpression(ch), LinearExpression(constant: gridHeight))
        for r in 0..<k {
            for c in 0..<k {
                equal(LinearExpression(left[r][c]), c == 0 ? cl + spacing : left[r][c - 1] + width[r][c - 1] + spacing)
                equal(LinearExpression(top[r][c]), r == 0 ? ct + spacing : top[r - 1][c] + height[r - 1][c] + spacing)
                if r != 0 || c != 0 {
                    equal(LinearExpression(width[r][c]), LinearExpression(width[0][0]))
                    equal(LinearExpression(height[r][c]), LinearExpression(height[0][0]))
                }
                constraints.append(
                    Constraint(LinearExpression(width[r][c]), .greaterThanOrEqual, LinearExpression(constant: 10)))
                constraints.append(
                    Constraint(LinearExpression(height[r][c]), .greaterThanOrEqual, LinearExpression(constant: 10)))
                equal(LinearExpression(width[r][c]), LinearExpression(constant: 100), weak)
                equal(LinearExpression(height[r][c]), LinearExpression(constant: 40), weak)
                preferences += [(width[r][c], 100), (height[r][c], 40)]
            }
            equal(cl + cw, left[r][k - 1] + width[r][k - 1] + spacing)
        }
        for c in 0..<k { equal(ct + ch, top[k - 1][c] + height[k - 1][c] + spacing) }
    }
}

struct Result {
    let workload: String
    let n: Int
    let value: Double
    let unit: String
    var objective: Double?
}

func buildAndSolve(_ name: String, _ n: Int, runs: Int) throws -> Result {
    var times: [Double] = []
    var objective = 0.0
    for _ in 0..<runs {
        let constraints: [Constraint], preferences: [(Variable, Double)]
        if name == "grid" {
            let grid = Grid(n)
            (constraints, preferences) = (grid.constraints, grid.preferences)
        } else {
            let chain = Chain(n, closed: name == "chain")
            (constraints, preferences) = (chain.constraints, chain.widths.map { ($0, 100) })
        }
        let solver = Solver()
        times.append(
            try milliseconds {
                for constraint in constraints { try solver.addConstraint(constraint) }
                solver.updateVariables()
            })
        objective = preferences.reduce(0) { $0 + abs($1.0.value - $1.1) }
    }
    return Result(workload: name, n: n, value: median(times), unit: "ms", objective: objective)
}

func edits(_ n: Int) throws -> [Result] {
    var results: [Result] = []
    for closed in [true, false] where closed ? selected("edit_drag") || selected("edit_jumps") : selected("edit_open") {
        let chain = Chain(n, closed: closed)
        let solver = Solver()
        try solver.addConstraint(chain.constraints[0])
        try solver.addEditVariable(chain.containerWidth, priority: strong)
        try solver.suggestValue(chain.width, for: chain.containerWidth)
        for constraint in chain.constraints.dropFirst(2) { try solver.addConstraint(constraint) }
        solver.updateVariables()
        var values: [Double]
        if closed {
            values = (0..<1000).map { chain.width + 400 * sin(2 * Double.pi * Double($0) / 250) }
        } else {
            let low = 100 * Double(n) + spacing * Double(n + 1) + 100, high = 200 * Double(n)
            values = (0..<1000).map { low + (high - low) * Double(($0 * 7919) % 1000) / 1000 }
        }
        var times: [Double] = []
        for value in values {
            times.append(
                try milliseconds {
                    try solver.suggestValue(value, for: chain.containerWidth)
                    solver.updateVariables()
                } * 1000)
        }
        if closed {
            let low = 20 * Double(n) + spacing * Double(n + 1), high = 150 * Double(n)
            var jumps: [Double] = []
            for k in 0..<25 {
                let value = low + (high - low) * Double((k * 7919) % 1000) / 1000
                jumps.append(
                    try milliseconds {
                        try solver.suggestValue(value, for: chain.containerWidth)
                        solver.updateVariables()
                    } * 1000)
            }
            results.append(Result(workload: "edit_drag", n: n, value: median(times), unit: "us"))
            results.append(Result(workload: "edit_jumps", n: n, value: median(jumps), unit: "us"))
        } else {
            results.append(Result(workload: "edit_open", n: n, value: median(times), unit: "us"))
        }
    }
    return results
}

func churn(_ n: Int, _ k: Int, _ kind: String) throws -> Result {
    let open = kind == "coupled_open"
    let chain = Chain(n, closed: !open)
    let solver = Solver()
    for constraint in chain.constraints { try solver.addConstraint(constraint) }
    solver.updateVariables()
    let extra: [Constraint] = (0..<k).map { j in
        if kind == "independent" {
            return Constraint(LinearExpression(Variable("x\(j)")), .equal, LinearExpression(constant: Double(j)))
        }
        let index = open ? j % n : j * (n / k)
        return Constraint(
            LinearExpression(chain.widths[index]), .equal, LinearExpression(constant: 50), priority: medium)
    }
    let time = try milliseconds {
        for constraint in extra { try solver.addConstraint(constraint) }
        solver.updateVariables()
        for constraint in extra { try solver.removeConstraint(constraint) }
        solver.updateVariables()
    }
    return Result(workload: "churn_\(kind)", n: k, value: time, unit: "ms")
}

/// kiwi's lines, by workload and size.
func reference() -> [String: [String: Any]] {
    guard !arguments.contains("--ours") else { return [:] }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["\(benchDirectory)/run-kiwi-ref.sh"] + (quick ? ["--quick"] : [])
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { return [:] }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var lines: [String: [String: Any]] = [:]
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            let workload = object["workload"] as? String, let n = object["n"] as? Int
        else { continue }
        lines["\(workload) \(n)"] = object
    }
    return lines
}

var ours: [Result] = []
do {
    for n in [100, 1000] {
        if selected("chain ") { ours.append(try buildAndSolve("chain", n, runs: n <= 100 ? 7 : 3)) }
        if selected("chain_open") { ours.append(try buildAndSolve("chain_open", n, runs: 3)) }
    }
    if selected("grid") { for n in [100, 1024] { ours.append(try buildAndSolve("grid", n, runs: 3)) } }
    if !quick {
        if selected("chain ") { ours.append(try buildAndSolve("chain", 5000, runs: 1)) }
        if selected("chain_open") { ours.append(try buildAndSolve("chain_open", 5000, runs: 1)) }
        if selected("grid") { ours.append(try buildAndSolve("grid", 4900, runs: 1)) }
    }
    if ["edit_drag", "edit_jumps", "edit_open"].contains(where: selected) { ours += try edits(1000) }
    if selected("churn_independent") { ours.append(try churn(1000, 1000, "independent")) }
    if selected("churn_coupled_open") { ours.append(try churn(1000, 1000, "coupled_open")) }
    if selected("churn_coupled_closed") { ours.append(try churn(1000, 10, "coupled_closed")) }
} catch {
    print("solver error: \(error)")
    exit(1)
}
let kiwi = reference()
print("workload                   n        ours        kiwi   unit   ratio   objective")
for result in ours {
    let theirs = kiwi["\(result.workload) \(result.n)"]
    let theirValue = theirs?["value"] as? Double
    var check = ""
    if let objective = result.objective {
        if let reference = theirs?["objective"] as? Double {
            let same = abs(objective - reference) <= 1e-6 * max(1, abs(reference))
            check = same ? "same as kiwi" : String(format: "DIFFERS: %.6f vs %.6f", objective, reference)
        } else {
            check = String(format: "%.6f", objective)
        }
    }
    func column(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
    print(
        result.workload.padding(toLength: 22, withPad: " ", startingAt: 0)
            + column("\(result.n)", 6) + column(String(format: "%.3f", result.value), 12)
            + column(theirValue.map { String(format: "%.3f", $0) } ?? "—", 12) + column(result.unit, 7)
            + column(theirValue.map { String(format: "%.2f", result.value / $0) } ?? "—", 8) + "   " + check)
}
